export { PageLightbox as default } from "../components/gallery/page-lightbox";
