export { TestimonialsCarousel as default } from "../components/sections/testimonials";
