import Content
import Testing

/// Post HTML is hostile input: nothing executable reaches `html`, whatever the trick. The tricks
/// are those of feedparser's sanitizer suite (tests/wellformed/sanitize), rewritten as fixtures.
@Suite struct SafetyTests {
    static let hostile: [String] = [
        "safe<script type=\"text/javascript\">location.href='http:/'+'/example.com/';</script> description",
        "safe<SCRIPT SRC=//example.com/x.js></SCRIPT> description",
        "<ScRiPt>alert(1)</sCrIpT>safe",
        "<scr<script>ipt>alert(1)</script>safe",
        "<![CDATA[<script>alert(1)</script>]]>safe",
        "<!--<script>alert(1)</script>-->safe",
        "<img \"\"\"><script>alert(1)</script>\">",
        "<img src=\"http://example.com/i.jpg\" onerror=\"location.href='http://example.com/';\" />",
        "<img src=x onload=alert(1) ONMOUSEOVER=alert(2)>",
        "<p onclick=\"alert(1)\" style=\"background:url(javascript:alert(1))\">styled</p>",
        "<div style=\"width: expression(alert(1));\">expression</div>",
        "<a href=\"javascript:alert(1)\">plain</a>",
        "<a href=\"JaVaScRiPt:alert(1)\">mixed case</a>",
        "<a href=\"&#106;avascript:alert(1)\">decimal entity</a>",
        "<a href=\"&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)\">hex entities</a>",
        "<a href=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)\">padded</a>",
        "<a href=\"java&#x09;script:alert(1)\">tab</a>",
        "<a href=\"java&#x0A;script:alert(1)\">newline</a>",
        "<a href=\" &#14;  javascript:alert(1)\">control prefix</a>",
        "<a href=\"jav\u{0}ascript:alert(1)\">nul</a>",
        "<a href=\"vbscript:msgbox(1)\">vbscript</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">data link</a>",
        "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\" alt=\"svg data\">",
        "<img src=\"javascript:alert(1)\" alt=\"js image\">",
        "<a href=\"http://example.com/\" title='\" onmouseover=\"alert(1)'>title quote</a>",
        "safe<iframe src=\"http://example.com\" /> description",
        "safe<object classid=\"clsid:C932BA85-4374-101B-A56C-00AA003668DC\"><param name=x value=y></object> description",
        "safe<embed src=\"http://example.com\"> description",
        "safe<applet code=\"foo.class\" codebase=\"http://example.com\"></applet> description",
        "safe<frameset rows=\"*\"><frame src=\"http://example.com/\"></frameset> description",
        "safe<link rel=\"stylesheet\" type=\"text/css\" href=\"http://example.com/evil.css\"> description",
        "safe<meta http-equiv=\"Refresh\" content=\"0; URL=http://example.com/\"> description",
        "safe<base href=\"javascript:alert(1)//\"> description",
        "safe<style>body { background: url(javascript:alert(1)) }</style> description",
        "<form action=\"javascript:alert(1)\"><input type=\"submit\" formaction=\"javascript:alert(2)\"><button onclick=\"x()\">Go</button>form text</form>",
        "<svg><script>alert(1)</script><a xlink:href=\"javascript:alert(1)\">svg</a></svg>safe",
        "<math><maction actiontype=\"statusline\" xlink:href=\"javascript:alert(1)\">CLICKME</maction></math>safe",
        "<table onclick=\"x()\"><tr><td style=\"color:red\" onmouseover=\"y()\"><a href=\"javascript:x\">cell</a><script>alert(1)</script><img src=x onerror=y></td></tr></table>",
        "<table><tr><td><iframe src=\"http://example.com\"></iframe>cell</td><th colspan=\"2\" onclick=\"x\">head</th></tr></table>",
        "&lt;script&gt;alert(1)&lt;/script&gt; as text",
        "<b>&lt;img src=x onerror=alert(1)&gt;</b>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>safe",
        "<template><script>alert(1)</script></template><xmp><script>alert(1)</script></xmp>safe",
    ]

    @Test(arguments: hostile)
    func nothingExecutableSurvives(_ html: String) {
        let body = HTMLConverter(baseURL: "http://example.com/post/").convert(html: html)
        #expect(HTMLAudit(html: body.html).violations == [])
        let lowered = body.html.lowercased()
        for marker in ["<script", "<iframe", "<object", "<embed", "<style", "<svg", "<form", "javascript:", "vbscript:"] {
            #expect(!lowered.contains(marker), "\(marker) in \(body.html)")
        }
        #expect(!body.markdown.lowercased().contains("](javascript:"))
        #expect(body.links.allSatisfy { HTMLAudit.isSafeURL($0, image: false) })
    }

    @Test func visibleTextAroundDroppedElementsIsKept() {
        let body = HTMLConverter().convert(html: "safe<script>alert(1)</script> description")
        #expect(body.markdown == "safe description\n")
        #expect(body.html == "<p>safe description</p>\n")
    }

    @Test func unsafeLinksKeepTheirText() {
        let body = HTMLConverter().convert(html: "<p>Go <a href=\"&#106;avascript:alert(1)\">there</a>.</p>")
        #expect(body.markdown == "Go there.\n")
        #expect(body.links == [])
    }

    @Test func rasterDataImagesAreAllowed() {
        let body = HTMLConverter().convert(html: "<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\">")
        #expect(body.html == "<p><img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\" /></p>\n")
    }

    @Test func textThatLooksLikeMarkupStaysText() {
        let body = HTMLConverter().convert(html: "<p>&lt;script&gt;alert(1)&lt;/script&gt; and [x](javascript:y)</p>")
        #expect(body.html == "<p>&lt;script&gt;alert(1)&lt;/script&gt; and [x](javascript:y)</p>\n")
    }

    @Test func tablesAreRewrittenWithAllowedAttributesOnly() {
        let body = HTMLConverter().convert(html: "<table border=1 onclick=x><tr><td colspan=\"2\" style=\"c\" align=\"RIGHT\">a &amp; b</td><td rowspan=\"x\">c</td></tr></table>")
        #expect(body.html == "<table>\n<tr><td colspan=\"2\" align=\"right\">a &amp; b</td><td>c</td></tr>\n</table>\n")
    }
}
