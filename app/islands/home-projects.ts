export { RecentProjects as default } from "../components/home/recent-projects";
