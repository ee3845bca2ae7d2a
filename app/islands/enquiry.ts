export { EnquiryForm as default } from "../components/sections/enquiry-form";
