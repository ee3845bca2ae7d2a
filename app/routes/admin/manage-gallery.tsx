
export default function Page() {
  return <main><h1>manage-gallery</h1></main>;
}
