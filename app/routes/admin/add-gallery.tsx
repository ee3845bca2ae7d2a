
export default function Page() {
  return <main><h1>add-gallery</h1></main>;
}
