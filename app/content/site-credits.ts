/** The developer credit in the footer (SPEC §2 Footer); replace with the deploying developer's name and site. */
export const DEVELOPER_CREDIT = {
  name: "Thiruvananthapuram Web Works",
  url: "https://example.com/",
} as const;

/** Social profiles are placeholders (SPEC §2 Footer): each points to the network's home page until the company's pages exist. */
export const SOCIAL_LINKS = [
  { network: "Facebook", url: "https://www.facebook.com/" },
  { network: "Instagram", url: "https://www.instagram.com/" },
  { network: "YouTube", url: "https://www.youtube.com/" },
  { network: "LinkedIn", url: "https://www.linkedin.com/" },
] as const;
