export { VisitRequests as default } from "../components/sections/visit-requests";
