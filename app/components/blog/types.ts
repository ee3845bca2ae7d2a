/** A blog post as the list page needs it: the whole content, because the search looks in it. */
export interface BlogListItem {
  _id: string;
  slug: string;
  title: string;
  content: string;
  author: string;
  category: string;
  image: string | null;
  createdAt: string;
}

/** A post in the detail page's sidebar. */
export interface BlogLink {
  _id: string;
  slug: string;
  title: string;
  image: string | null;
  createdAt: string;
}
