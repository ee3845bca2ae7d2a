/** The localStorage entry that holds the enquiries waiting to be sent (app/lib/enquiry-queue.ts). */
export const PENDING_ENQUIRIES = "pending-enquiries";

/** Whether anything waits to be sent: read on every public page, so it is the cheapest check there is. */
export function hasPendingEnquiries(): boolean {
  try {
    return localStorage.getItem(PENDING_ENQUIRIES) !== null;
  } catch {
    return false;
  }
}
