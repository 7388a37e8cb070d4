// The embedded CMS editor page's script: saves a block's draft and tells the preview frame to refetch
// its page model (the live refresh), and publishes the page (the CMS then calls the site's webhook).
const status = document.getElementById("cms-status");
const preview = document.querySelector("iframe.cms-preview");

const say = (text) => {
  if (status) status.textContent = text;
};

async function send(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(answer.message ?? `The CMS answered ${response.status}`);
  return answer;
}

window.addEventListener("message", (event) => {
  if (event.source === preview?.contentWindow && event.data?.type === "preview-ready") {
    say("The preview is live: a saved draft shows in it at once.");
  }
});

for (const form of document.querySelectorAll("form.cms-block")) {
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const blockId = Number(form.dataset.blockId);
    try {
      await send(`/cms/api/drafts/${blockId}`, { field: form.dataset.field, value: form.elements.value.value });
      say("Draft saved. The preview shows it; visitors see it once you publish.");
      // The preview is the site's page: this origin's in embedded mode, the storefront's otherwise.
      if (preview) preview.contentWindow?.postMessage({ type: "content-saved", contentId: blockId }, new URL(preview.src).origin);
    } catch (error) {
      say(`Not saved: ${error.message}`);
    }
  });
}

document.getElementById("publish")?.addEventListener("click", async (event) => {
  const pageId = Number(event.currentTarget.dataset.pageId);
  try {
    const answer = await send(`/cms/api/publish/${pageId}`, {});
    say(answer.published > 0 ? `Published ${answer.published} change(s). Visitors see them now.` : "Nothing to publish.");
  } catch (error) {
    say(`Not published: ${error.message}`);
  }
});
