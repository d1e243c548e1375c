// The English catalogue, one file per feature so features can be translated (and edited) independently.
import appointment from "./appointment.json";
import booking from "./booking.json";
import chat from "./chat.json";
import common from "./common.json";
import diagnostic from "./diagnostic.json";
import email from "./email.json";
import guide from "./guide.json";
import home from "./home.json";
import operator from "./operator.json";
import pages from "./pages.json";
import upgrade from "./upgrade.json";

const messages = { ...appointment, ...booking, ...chat, ...common, ...diagnostic, ...email, ...guide, ...home, ...operator, ...pages, ...upgrade };

export default messages;
