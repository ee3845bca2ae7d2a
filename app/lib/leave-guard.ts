/**
 * What a form with unsaved changes says before the administrator signs out: the form registers a
 * question while it is dirty, and Logout asks it first. (Leaving for another admin page is asked
 * by the form's own navigation blocker; signing out clears the token before it navigates, so it
 * must ask before.)
 */
type LeaveQuestion = () => Promise<boolean>;

let question: LeaveQuestion | null = null;

/** Registers the question; the returned function takes it back. */
export function guardLeaving(ask: LeaveQuestion): () => void {
  question = ask;
  return () => {
    if (question === ask) question = null;
  };
}

/** Whether the administrator may leave now: true when nothing is unsaved, or when they say so. */
export async function mayLeave(): Promise<boolean> {
  return question ? question() : true;
}
