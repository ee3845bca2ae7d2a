/**
 * Enquiries (docs/product.md §9), one service of three concerns: a visitor's enquiry kept
 * (enquiry-intake.ts), the company's inbox (enquiry-inbox.ts), and what leaves it
 * (enquiry-export.ts), over the rows they share (enquiry-rows.ts).
 */
import type { DB } from "../db/database";
import { createEnquiryExport } from "./enquiry-export";
import { createEnquiryInbox } from "./enquiry-inbox";
import { createEnquiryIntake, type EnquiryServiceOptions } from "./enquiry-intake";
import type { createSiteService } from "./site";

export type { EnquiryServiceOptions };

export function createEnquiryService(
  db: DB,
  site: ReturnType<typeof createSiteService>,
  options: EnquiryServiceOptions,
  /** The time now (services/context.ts): one clock for the whole server. */
  clock: () => Date,
) {
  return {
    ...createEnquiryIntake(db, site, options, clock),
    ...createEnquiryInbox(db, options, clock),
    ...createEnquiryExport(db, clock),
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
