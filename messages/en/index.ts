// The English catalogue, one file per feature so features can be translated (and edited) independently.
import common from "./common.json";
import diagnostic from "./diagnostic.json";
import guide from "./guide.json";
import home from "./home.json";
import pages from "./pages.json";

const messages = { ...common, ...diagnostic, ...guide, ...home, ...pages };

export default messages;
