export { ProjectsList as default } from "../components/projects/projects-list";
