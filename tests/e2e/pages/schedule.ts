import { expect, type Locator, type Page, type Request } from "@playwright/test";

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
}

export const aHomeowner: ContactDetails = { name: "Jordan Rivera", email: "jordan@example.com", phone: "(555) 010-2030" };

/** The /schedule page as a homeowner sees it: the assistant's bubbles, the contractor finder and the booking form. */
export class SchedulePage {
  readonly main: Locator;
  readonly name: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly category: Locator;
  readonly issue: Locator;
  readonly preferredDate: Locator;
  readonly timeFrame: Locator;
  readonly submit: Locator;
  readonly finder: Locator;
  readonly contractors: Locator;
  readonly notifications: Locator;
  readonly photos: PhotoPicker;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.name = page.getByLabel("Name", { exact: true });
    this.email = page.getByLabel("Email", { exact: true });
    this.phone = page.getByLabel("Phone", { exact: true });
    this.category = page.getByRole("combobox", { name: "Service Category" });
    this.issue = page.getByRole("combobox", { name: "Specific Issue" });
    this.preferredDate = page.getByRole("button", { name: /^Preferred Date/ });
    this.timeFrame = page.getByRole("combobox", { name: "Preferred Time" });
    this.submit = page.getByRole("button", { name: /^(Schedule an Appointment|Processing\.\.\.)$/ });
    this.finder = page.getByRole("region", { name: "Contractors near you" });
    this.contractors = this.finder.getByRole("listitem");
    this.notifications = page.getByRole("region", { name: "Notifications (F8)" });
    this.photos = new PhotoPicker(page);
  }

  async goto(query: Record<string, string> = {}) {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(search ? `/schedule?${search}` : "/schedule");
    // The form is interactive once hydrated: the date button then shows the default date.
    await expect(this.preferredDate).not.toContainText("Pick a date");
    // And the page has finished streaming: React moves each streamed part out of its hidden holder (a div[hidden]
    // with id "S:…") when it reveals it. Until then a copy of the booking form can sit hidden in the DOM, which
    // getByLabel counts (stop 42's CI saw two "Name" fields once: a hidden server copy and the hydrated one).
    await expect(this.page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
  }

  /** An assistant bubble, found by its text. */
  bubble(text: string | RegExp): Locator {
    return this.main.getByText(text);
  }

  /** The toast currently shown (radix renders each toast as an item of the region's list). */
  get toast(): Locator {
    return this.notifications.getByRole("listitem");
  }

  /** Picks an option of a native select by its visible label, as a keyboard or mouse user would. */
  async choose(select: Locator, option: string) {
    await select.selectOption({ label: option });
  }

  /** The option a select shows. */
  selected(select: Locator): Locator {
    return select.locator("option:checked");
  }

  async fillContact(details: ContactDetails = aHomeowner) {
    await this.name.fill(details.name);
    await this.email.fill(details.email);
    await this.phone.fill(details.phone);
  }

  /** Clicks submit and returns the POST /api/appointments request it sends. */
  async submitAndCapture(): Promise<Request> {
    const request = this.page.waitForRequest((candidate) => candidate.url().endsWith("/api/appointments") && candidate.method() === "POST");
    await this.submit.click();
    return request;
  }

  /** Asserts the field is marked invalid and described by its error message. */
  async expectError(field: Locator, message: string) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
}

/** The "Add photos" picker inside a form (the booking form, or the chat's composer area). */
export class PhotoPicker {
  readonly group: Locator;
  readonly input: Locator;
  readonly count: Locator;
  readonly list: Locator;

  constructor(scope: Locator | Page) {
    this.group = scope.getByRole("group", { name: "Photos of the problem (optional)" });
    this.input = this.group.getByLabel(/^Add (more )?photos$/);
    this.count = this.group.getByRole("status");
    this.list = this.group.getByRole("list", { name: "Your photos" });
  }

  /** Picks files as the phone's photo library would hand them over. */
  async pick(files: { name: string; buffer: Buffer }[]) {
    await this.input.setInputFiles(files.map(({ name, buffer }) => ({ name, mimeType: "image/jpeg", buffer })));
  }

  /** The thumbnail of the nth photo (1-based), named after its file. */
  thumbnail(number: number, name: string): Locator {
    return this.list.getByRole("img", { name: `Photo ${number}: ${name}` });
  }

  removeButton(number: number, name: string): Locator {
    return this.list.getByRole("button", { name: `Remove photo ${number} (${name})` });
  }

  /** Waits until every listed photo has finished uploading. */
  async expectAllUploaded(count: number) {
    await expect(this.list.getByText("Uploaded", { exact: true })).toHaveCount(count, { timeout: 20_000 });
  }
}
