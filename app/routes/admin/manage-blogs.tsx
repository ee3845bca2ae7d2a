
export default function Page() {
  return <main><h1>manage-blogs</h1></main>;
}
