/** @jest-environment jsdom */
import { describe, expect, it } from "@jest/globals";
import { render, screen } from "@testing-library/react";

import { BookingPhotos } from "@/components/booking/booking-photos";

const photo = (id: string) => ({
  id,
  url: `/api/photos/${id}?size=full&expires=1&sig=a`,
  thumbUrl: `/api/photos/${id}?size=thumb&expires=1&sig=b`,
  width: 1536,
  height: 2048,
  thumbWidth: 240,
  thumbHeight: 320,
});

describe("BookingPhotos", () => {
  it("shows each photo as a sized thumbnail with alt text, linking to the full image, never through /_next/image", () => {
    render(
      <BookingPhotos
        photos={[photo("A".repeat(22)), photo("B".repeat(22))]}
        heading="Your photos"
        altText={(number, count) => `Photo ${number} of ${count}`}
      />,
    );
    expect(screen.getByRole("heading", { name: "Your photos" })).toBeTruthy();
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([photo("A".repeat(22)).url, photo("B".repeat(22)).url]);
    const second = screen.getByRole("img", { name: "Photo 2 of 2" });
    expect(second.getAttribute("src")).toBe(photo("B".repeat(22)).thumbUrl);
    expect([second.getAttribute("width"), second.getAttribute("height")]).toEqual(["240", "320"]);
    expect(document.body.innerHTML).not.toContain("_next/image");
  });

  it("renders nothing for a booking without photos", () => {
    const { container } = render(<BookingPhotos photos={[]} heading="Your photos" altText={() => "x"} />);
    expect(container.innerHTML).toBe("");
  });
});
