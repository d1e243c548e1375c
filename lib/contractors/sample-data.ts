import type { CategoryId } from "@/lib/catalog/types";

/**
 * The embedded demo directory: invented businesses (not real companies) near ten large US metros, so the
 * contractor finder works with no API key. Rows are stored with `sample = true` and the UI labels them.
 * Phone numbers use the 555-01xx range reserved for fiction.
 */
export interface SampleContractor {
  placeId: string;
  name: string;
  vicinity: string;
  lat: number;
  lng: number;
  categories: CategoryId[];
  rating: number;
  userRatingsTotal: number;
  phone: string;
}

type Row = [name: string, vicinity: string, lat: number, lng: number, category: CategoryId | "all", rating: number, reviews: number];

interface Metro {
  key: string;
  name: string;
  center: { lat: number; lng: number };
  areaCode: string;
  rows: Row[];
}

export const SAMPLE_METROS: Metro[] = [
  {
    key: "nyc",
    name: "New York",
    center: { lat: 40.7128, lng: -74.006 },
    areaCode: "212",
    rows: [
      ["Riverglass Heating & Air", "318 Atlantic Ave, Brooklyn", 40.6866, -73.985, "hvac", 4.7, 212],
      ["Fivestack Climate Services", "41-12 Queens Blvd, Sunnyside", 40.7433, -73.923, "hvac", 4.5, 98],
      ["Tallwind Boiler & Cooling", "2250 Grand Concourse, Bronx", 40.8553, -73.899, "hvac", 4.3, 61],
      ["Ferrule & Flow Plumbing", "157 W 26th St, New York", 40.7456, -73.993, "plumbing", 4.8, 331],
      ["Harborline Drain Works", "88 Bay St, Staten Island", 40.639, -74.076, "plumbing", 4.4, 74],
      ["Kettlebrook Pipe Co.", "612 Washington St, Hoboken", 40.7466, -74.029, "plumbing", 4.6, 143],
      ["Ampersand Wire Electric", "29-10 Steinway St, Astoria", 40.764, -73.914, "electrical", 4.9, 265],
      ["Lumenwright Electrical", "401 Central Ave, Jersey City", 40.741, -74.051, "electrical", 4.5, 88],
      ["Cobbleknot Wiring & Panels", "1190 Flatbush Ave, Brooklyn", 40.644, -73.958, "electrical", 4.2, 47],
      ["Quietroom Home Services", "75-20 Austin St, Forest Hills", 40.719, -73.844, "all", 4.6, 120],
    ],
  },
  {
    key: "la",
    name: "Los Angeles",
    center: { lat: 34.0522, lng: -118.2437 },
    areaCode: "213",
    rows: [
      ["Saltmarsh Air & Heat", "1820 W Sunset Blvd, Los Angeles", 34.078, -118.26, "hvac", 4.6, 187],
      ["Canyonbreeze Comfort", "14500 Ventura Blvd, Sherman Oaks", 34.152, -118.45, "hvac", 4.4, 92],
      ["Pacific Drift Mechanical", "3520 Pacific Coast Hwy, Torrance", 33.809, -118.35, "hvac", 4.1, 39],
      ["Copperfern Plumbing", "610 E Colorado Blvd, Pasadena", 34.146, -118.138, "plumbing", 4.8, 276],
      ["Drainwise Rooter Co.", "5400 Lankershim Blvd, North Hollywood", 34.169, -118.376, "plumbing", 4.3, 58],
      ["Tidewell Plumbing & Drain", "1330 Lincoln Blvd, Santa Monica", 34.018, -118.483, "plumbing", 4.5, 131],
      ["Voltmarrow Electric", "3701 Whittier Blvd, Los Angeles", 34.023, -118.191, "electrical", 4.7, 104],
      ["Sparrowline Electrical", "220 N Brand Blvd, Glendale", 34.148, -118.255, "electrical", 4.4, 77],
      ["Orchardwire Electric", "11800 Wilshire Blvd, Los Angeles", 34.045, -118.46, "electrical", 4.2, 45],
    ],
  },
  {
    key: "chi",
    name: "Chicago",
    center: { lat: 41.8781, lng: -87.6298 },
    areaCode: "312",
    rows: [
      ["Lakeshift Heating & Cooling", "2835 N Clark St, Chicago", 41.933, -87.644, "hvac", 4.7, 240],
      ["Prairiegust Furnace Co.", "1015 Lake St, Oak Park", 41.888, -87.801, "hvac", 4.5, 113],
      ["Ironhearth Climate", "6420 S Pulaski Rd, Chicago", 41.776, -87.723, "hvac", 4.0, 36],
      ["Windrow Plumbing & Sewer", "4730 N Western Ave, Chicago", 41.968, -87.689, "plumbing", 4.6, 158],
      ["Steelcreek Drain Pros", "1600 Sherman Ave, Evanston", 42.047, -87.683, "plumbing", 4.4, 67],
      ["Brickyard Valve Co.", "2150 S Halsted St, Chicago", 41.854, -87.646, "plumbing", 4.3, 52],
      ["Loopwise Electric", "900 W Randolph St, Chicago", 41.884, -87.649, "electrical", 4.8, 198],
      ["Maplewire Electrical Services", "5220 W Irving Park Rd, Chicago", 41.953, -87.758, "electrical", 4.5, 84],
      ["Tamarack Circuit Co.", "1100 W 31st St, Chicago", 41.838, -87.654, "electrical", 4.1, 29],
      ["Two Flat Home Repair", "3200 W Armitage Ave, Chicago", 41.917, -87.708, "all", 4.4, 71],
    ],
  },
  {
    key: "hou",
    name: "Houston",
    center: { lat: 29.7604, lng: -95.3698 },
    areaCode: "713",
    rows: [
      ["Bayoucool Air Systems", "2400 Westheimer Rd, Houston", 29.742, -95.412, "hvac", 4.7, 305],
      ["Live Oak Chill Co.", "1010 W 20th St, Houston", 29.803, -95.412, "hvac", 4.5, 121],
      ["Cypressmoor HVAC", "9920 Louetta Rd, Spring", 30.01, -95.52, "hvac", 4.2, 48],
      ["Pecanwood Plumbing", "7400 Bellaire Blvd, Houston", 29.705, -95.51, "plumbing", 4.6, 167],
      ["Ship Channel Pipeworks", "820 Southmore Ave, Pasadena", 29.691, -95.206, "plumbing", 4.3, 55],
      ["Sugarmill Drain & Sewer", "15600 Southwest Fwy, Sugar Land", 29.605, -95.615, "plumbing", 4.5, 90],
      ["Magnolia Spark Electric", "3300 Main St, Houston", 29.742, -95.378, "electrical", 4.8, 214],
      ["Redbud Wiring Co.", "12500 Memorial Dr, Houston", 29.77, -95.57, "electrical", 4.4, 63],
      ["Clearwell Electric", "900 Bay Area Blvd, Houston", 29.555, -95.11, "electrical", 4.0, 31],
    ],
  },
  {
    key: "phx",
    name: "Phoenix",
    center: { lat: 33.4484, lng: -112.074 },
    areaCode: "602",
    rows: [
      ["Saguaro Draft Cooling", "4020 N 7th St, Phoenix", 33.495, -112.065, "hvac", 4.8, 342],
      ["Frostline Mesa Air", "1450 W Main St, Mesa", 33.415, -111.861, "hvac", 4.4, 119],
      ["Desertcool Comfort Co.", "7100 W Bell Rd, Glendale", 33.639, -112.209, "hvac", 4.3, 74],
      ["Dry Wash Plumbing", "3300 S Mill Ave, Tempe", 33.397, -111.94, "plumbing", 4.6, 133],
      ["Ocotillo Pipe & Drain", "2800 N 44th St, Phoenix", 33.48, -111.987, "plumbing", 4.5, 96],
      ["Javelina Rooter Works", "9800 W Thomas Rd, Avondale", 33.48, -112.27, "plumbing", 4.1, 42],
      ["Sunspark Electric", "1750 E Camelback Rd, Phoenix", 33.509, -112.046, "electrical", 4.7, 188],
      ["Copperdust Electrical", "7000 E Shea Blvd, Scottsdale", 33.583, -111.928, "electrical", 4.6, 101],
      ["Mesquite Line Electric", "500 N Arizona Ave, Chandler", 33.31, -111.841, "electrical", 4.2, 37],
    ],
  },
  {
    key: "phl",
    name: "Philadelphia",
    center: { lat: 39.9526, lng: -75.1652 },
    areaCode: "215",
    rows: [
      ["Brownstone Boiler & Air", "1800 South St, Philadelphia", 39.944, -75.173, "hvac", 4.6, 149],
      ["Wissahickon Comfort Co.", "4300 Main St, Philadelphia", 40.025, -75.223, "hvac", 4.4, 82],
      ["Riverward Heat & Cool", "110 Haddon Ave, Collingswood", 39.916, -75.072, "hvac", 4.2, 40],
      ["Rowhouse Plumbing Co.", "2600 E Allegheny Ave, Philadelphia", 39.982, -75.108, "plumbing", 4.7, 221],
      ["Cobblestone Drain Works", "720 Lancaster Ave, Bryn Mawr", 40.023, -75.316, "plumbing", 4.3, 58],
      ["Frankford Valve & Pipe", "1400 Frankford Ave, Philadelphia", 39.971, -75.134, "plumbing", 4.5, 104],
      ["Filament Row Electric", "600 N 2nd St, Philadelphia", 39.96, -75.141, "electrical", 4.8, 176],
      ["Gaslamp Wiring Co.", "7200 Castor Ave, Philadelphia", 40.051, -75.071, "electrical", 4.3, 49],
      ["Penny Candle Electrical", "350 W Lancaster Ave, Wayne", 40.044, -75.387, "electrical", 4.5, 66],
    ],
  },
  {
    key: "dfw",
    name: "Dallas",
    center: { lat: 32.7767, lng: -96.797 },
    areaCode: "214",
    rows: [
      ["Trinity Drift Air", "2900 Elm St, Dallas", 32.784, -96.782, "hvac", 4.7, 233],
      ["Bluebonnet Breeze HVAC", "4100 W Park Blvd, Plano", 33.027, -96.765, "hvac", 4.5, 107],
      ["Cedar Crest Cooling Co.", "1500 N Collins St, Arlington", 32.75, -97.1, "hvac", 4.1, 44],
      ["Mockingbird Plumbing Works", "5600 E Mockingbird Ln, Dallas", 32.837, -96.777, "plumbing", 4.6, 158],
      ["Caliche Pipe & Drain", "3300 W Irving Blvd, Irving", 32.82, -96.99, "plumbing", 4.3, 61],
      ["Oak Cliff Valve Co.", "400 W Davis St, Dallas", 32.749, -96.829, "plumbing", 4.4, 83],
      ["Pecan Street Electric", "1200 Main St, Garland", 32.913, -96.639, "electrical", 4.5, 92],
      ["Prairie Lantern Electrical", "8300 Preston Rd, Dallas", 32.862, -96.804, "electrical", 4.8, 187],
      ["Whitetail Wire & Panel", "2200 E Main St, Grand Prairie", 32.746, -96.983, "electrical", 4.2, 38],
    ],
  },
  {
    key: "atl",
    name: "Atlanta",
    center: { lat: 33.749, lng: -84.388 },
    areaCode: "404",
    rows: [
      ["Peachbreeze Heating & Air", "1000 Peachtree St NE, Atlanta", 33.782, -84.384, "hvac", 4.7, 264],
      ["Red Clay Comfort Co.", "2100 Roswell Rd, Marietta", 33.96, -84.51, "hvac", 4.4, 95],
      ["Kudzu Climate Services", "3300 Buford Hwy NE, Brookhaven", 33.852, -84.33, "hvac", 4.2, 51],
      ["Sweetgum Plumbing", "410 W Ponce de Leon Ave, Decatur", 33.774, -84.3, "plumbing", 4.6, 142],
      ["Cobb Creek Drain Co.", "2600 Cobb Pkwy SE, Smyrna", 33.87, -84.48, "plumbing", 4.3, 63],
      ["Millpond Plumbing", "1300 Cleveland Ave, East Point", 33.68, -84.43, "plumbing", 4.1, 34],
      ["Dogwood Current Electric", "750 Glenwood Ave SE, Atlanta", 33.74, -84.362, "electrical", 4.8, 199],
      ["Ginkgo Line Electrical", "4500 Roswell Rd, Sandy Springs", 33.902, -84.38, "electrical", 4.5, 87],
      ["Brickworks Spark Co.", "1700 Northside Dr NW, Atlanta", 33.803, -84.407, "electrical", 4.3, 46],
    ],
  },
  {
    key: "sea",
    name: "Seattle",
    center: { lat: 47.6062, lng: -122.3321 },
    areaCode: "206",
    rows: [
      ["Sound Fog Heating", "4500 Fremont Ave N, Seattle", 47.662, -122.35, "hvac", 4.6, 138],
      ["Cascara Heat Pumps", "1500 Bellevue Way NE, Bellevue", 47.624, -122.201, "hvac", 4.8, 207],
      ["Salal Comfort Co.", "8500 Greenwood Ave N, Seattle", 47.69, -122.355, "hvac", 4.3, 54],
      ["Ferryboat Plumbing", "3200 California Ave SW, Seattle", 47.574, -122.387, "plumbing", 4.7, 171],
      ["Rainshadow Drain Works", "200 Burnett Ave S, Renton", 47.48, -122.209, "plumbing", 4.4, 72],
      ["Cedarpipe Plumbing Co.", "11800 NE 85th St, Kirkland", 47.679, -122.19, "plumbing", 4.5, 96],
      ["Orca Current Electric", "2300 E Madison St, Seattle", 47.622, -122.302, "electrical", 4.7, 158],
      ["Lantern Bay Electrical", "17600 Aurora Ave N, Shoreline", 47.759, -122.345, "electrical", 4.2, 41],
      ["Kelpline Wiring", "6500 Rainier Ave S, Seattle", 47.545, -122.273, "electrical", 4.4, 67],
    ],
  },
  {
    key: "mia",
    name: "Miami",
    center: { lat: 25.7617, lng: -80.1918 },
    areaCode: "305",
    rows: [
      ["Coral Drift Air Conditioning", "2600 SW 27th Ave, Miami", 25.746, -80.239, "hvac", 4.6, 229],
      ["Mangrove Chill Co.", "1400 Alton Rd, Miami Beach", 25.786, -80.141, "hvac", 4.5, 118],
      ["Seagrape Cooling Services", "12500 Biscayne Blvd, North Miami", 25.887, -80.163, "hvac", 4.3, 64],
      ["Saltwater Pipeworks", "4200 Ponce de Leon Blvd, Coral Gables", 25.733, -80.26, "plumbing", 4.7, 152],
      ["Sawgrass Edge Plumbing", "9700 NW 41st St, Doral", 25.81, -80.35, "plumbing", 4.4, 77],
      ["Palmetto Drain & Sewer", "8500 SW 8th St, Miami", 25.763, -80.329, "plumbing", 4.2, 43],
      ["Hibiscus Current Electric", "3400 N Miami Ave, Miami", 25.809, -80.194, "electrical", 4.8, 183],
      ["Tidewire Electrical", "1800 W 49th St, Hialeah", 25.864, -80.319, "electrical", 4.3, 58],
      ["Keylime Electric Co.", "11300 S Dixie Hwy, Pinecrest", 25.665, -80.318, "electrical", 4.5, 90],
    ],
  },
];

const ALL_CATEGORIES: CategoryId[] = ["hvac", "plumbing", "electrical"];

/** Every sample row, with stable ids so re-seeding updates instead of duplicating. */
export function sampleContractors(): SampleContractor[] {
  return SAMPLE_METROS.flatMap((metro) =>
    metro.rows.map(([name, vicinity, lat, lng, category, rating, userRatingsTotal], index) => ({
      placeId: `sample-${metro.key}-${String(index + 1).padStart(2, "0")}`,
      name,
      vicinity,
      lat,
      lng,
      categories: category === "all" ? ALL_CATEGORIES : [category],
      rating,
      userRatingsTotal,
      phone: `(${metro.areaCode}) 555-01${String(10 + index).padStart(2, "0")}`,
    })),
  );
}
