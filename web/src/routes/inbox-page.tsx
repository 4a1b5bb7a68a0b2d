export { InboxPage } from "../modules/report-tables";
