export { Estimator as default } from "../components/estimator/estimator";
