export { TalkSheet as default } from "../components/sections/talk-sheet";
