// The English catalogue, one file per feature so features can be translated (and edited) independently.
// One namespace a line, in alphabetical order.
import api from "./api.json";
import appointment from "./appointment.json";
import assistant from "./assistant.json";
import assistantFailure from "./assistant-failure.json";
import booking from "./booking.json";
import chat from "./chat.json";
import common from "./common.json";
import costs from "./costs.json";
import diagnostic from "./diagnostic.json";
import email from "./email.json";
import emergency from "./emergency.json";
import errors from "./errors.json";
import guide from "./guide.json";
import home from "./home.json";
import language from "./language.json";
import location from "./location.json";
import notFound from "./not-found.json";
import operator from "./operator.json";
import pages from "./pages.json";
import photos from "./photos.json";
import safety from "./safety.json";
import seo from "./seo.json";
import thread from "./thread.json";
import sms from "./sms.json";
import upgrade from "./upgrade.json";
import validation from "./validation.json";

const messages = {
  ...api,
  ...appointment,
  ...assistant,
  ...assistantFailure,
  ...booking,
  ...chat,
  ...common,
  ...costs,
  ...diagnostic,
  ...email,
  ...emergency,
  ...errors,
  ...guide,
  ...home,
  ...language,
  ...location,
  ...notFound,
  ...operator,
  ...pages,
  ...photos,
  ...safety,
  ...seo,
  ...thread,
  ...sms,
  ...upgrade,
  ...validation,
};

export default messages;
