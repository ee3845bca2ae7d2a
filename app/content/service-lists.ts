/**
 * The contact form's fixed service choices (docs/product.md §5). (The footer lists every service of the
 * services page: domain/site-content.ts, footerServices.)
 */
/** The contact form's service choices (docs/product.md §5), in order: domain/enquiries.ts, where the server checks them too. */
export { ENQUIRY_SERVICES } from "../../domain/enquiries";
