// A story's or an event's share link where the site's public address is not set (the page's own
// address is known only in the browser then). A deployment sets it, and the link is plain HTML.
// Loaded at once, not on intent: the link is shown only once it works.
void import('../later/detail')
