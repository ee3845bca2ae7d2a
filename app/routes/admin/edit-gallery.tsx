
export default function Page() {
  return <main><h1>edit-gallery</h1></main>;
}
