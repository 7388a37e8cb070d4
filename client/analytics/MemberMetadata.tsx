// Keeps the window metadata's member fields (marketing-metadata.ts) in step with the signed-in member,
// once the page is interactive: signing in or out, or agreeing to marketing email, shows there at once.
import { useEffect } from "react";
import { useMember } from "../app/useMember.ts";
import { setMemberMetadata } from "./marketing-metadata.ts";

export function MemberMetadata() {
  const member = useMember();
  useEffect(() => setMemberMetadata(member), [member]);
  return null;
}
