export { LatestArticles as default } from "../components/blog/latest-articles";
