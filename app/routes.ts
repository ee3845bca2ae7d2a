import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

/** The URL map of SPEC §2: public pages under the site layout, admin pages under the admin layout. */
export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("about-us", "routes/about.tsx"),
    route("services", "routes/services.tsx"),
    route("gallery", "routes/gallery.tsx"),
    route("contact", "routes/contact.tsx"),
    route("projects", "routes/projects.tsx"),
    route("projects/:id", "routes/project-detail.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:id", "routes/blog-detail.tsx"),
    route("login", "routes/login.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  layout("routes/admin/layout.tsx", [
    route("dashboard", "routes/admin/dashboard.tsx"),
    route("addprojects", "routes/admin/add-project.tsx"),
    route("addgallery", "routes/admin/add-gallery.tsx"),
    route("addblogs", "routes/admin/add-blog.tsx"),
    route("manage-projects", "routes/admin/manage-projects.tsx"),
    route("manage-gallery", "routes/admin/manage-gallery.tsx"),
    route("manage-blogs", "routes/admin/manage-blogs.tsx"),
    route("edit-project/:id", "routes/admin/edit-project.tsx"),
    route("edit-gallery/:id", "routes/admin/edit-gallery.tsx"),
    route("edit-blog/:id", "routes/admin/edit-blog.tsx"),
  ]),
] satisfies RouteConfig;
