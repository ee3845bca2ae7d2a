
export default function Page() {
  return <main><h1>blog-detail</h1></main>;
}
