import Content
import Testing

/// One real post body per highlighter family (`Fixtures/real`, sources in its README): each
/// listing comes out as the code a reader sees in a browser, byte for byte, with its language.
/// The expected code was written from the markup and checked against headless Chromium's
/// `innerText` of the code element (gutter left out, no-break spaces written as spaces where
/// the family writes spaces so).
@Suite struct RealListingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let fixture: String
        let listings: [CodeListing]
        var testDescription: String { fixture }

        init(_ fixture: String, _ listings: [CodeListing]) {
            self.fixture = fixture
            self.listings = listings
        }

        init(_ fixture: String, language: String?, code: String) {
            self.init(fixture, [CodeListing(language: language, code: code)])
        }
    }

    static let cases: [Case] = [
        Case("codesnip-div", language: "javascript", code: """
            $(‘.flexslider’).flexslider({
             directionNav: false
             }).flexsliderManualDirectionControls();
            """),
        Case("codesnip-pre", language: "shell", code: """
            #!/bin/bash

            function isup() {
             ping -q -n -c1 -w2 BACKEND_IP > /dev/null
             if [[ $? !=  ]]; then
               sleep 5
               isup
             else
               echo "is up"
             fi
            }

            isup
            """),
        Case("codecolorer-table", language: "shell", code: "sudo apt-get remove icedtea6-plugin\nsudo apt-get install sun-java6-plugin"),
        Case("enlighter", language: "shell", code: """
            [root@host~]# service httpd configtest
            httpd: apr_sockaddr_info_get() failed for host.ext
            httpd: Could not reliably determine the server's fully qualified domain name, using 127.0.0.1 for ServerName
            Syntax OK
            """),
        Case("gist-embed", language: "html", code: """
            <button id="request">Request data</button>
            <button id="requestFlyWieght">Request light weight data</button>
            <script src="flyWeight.js"></script>
            """),
        Case("wp-block-syntaxhighlighter", language: "sql", code: """
            CREATE INDEX CONCURRENTLY
              new_idx
            ON my_sweet_table USING
              btree (my_fk_column);
            """),
        Case("pygments-highlighttable", language: "cmake", code: """
            cmake_minimum_required(VERSION 2.8 FATAL_ERROR)

            project(cloud_viewer)

            find_package(PCL 1.2 REQUIRED)

            include_directories(${PCL_INCLUDE_DIRS})
            link_directories(${PCL_LIBRARY_DIRS})
            add_definitions(${PCL_DEFINITIONS})

            add_executable (cloud_viewer cloud_viewer.cpp)
            target_link_libraries (cloud_viewer ${PCL_LIBRARIES})
            """),
        Case("rouge-table", language: nil, code: """
            shader_type canvas_item;

            uniform vec2 tiling = vec2(1.,1.);
            uniform vec2 offset = vec2(0.,0.);

            void fragment()
            {
            \tCOLOR = texture(TEXTURE, UV * tiling + offset);
            }
            """),
        Case("code-block-pro", language: nil, code: """
            filters: [
                gsl.#WafCorazaFilter & {
                    coraza_config: policies.CustomWAF
                },
            ]
            """),
        Case("github-release", language: "shell", code: """
            npm install @anthropic-ai/claude-agent-sdk@0.3.291
            # or
            yarn add @anthropic-ai/claude-agent-sdk@0.3.291
            # or
            pnpm add @anthropic-ai/claude-agent-sdk@0.3.291
            # or
            bun add @anthropic-ai/claude-agent-sdk@0.3.291
            """),
        // Octopress: the language is the bare class of the <code> in its Pygments table.
        Case("octopress-figure", [
            CodeListing(language: "python", code: """
                > a = [1, 2, 3]

                > b = [4, 5, 6]

                > zip(a, b)
                [(1, 4), (2, 5), (3, 6)]
                """),
            CodeListing(language: "cpp", code: """
                template<typename T>
                inline void Node::Assign(const T& rhs)
                {
                    if(!m_isValid)
                        throw InvalidNode();
                    AssignData(convert<T>::encode(rhs));
                }
                """),
        ]),
    ]

    @Test(arguments: cases)
    func listingIsTheCodeAReaderSees(_ testCase: Case) throws {
        let body = HTMLConverter().convert(html: try Fixtures.text("real/\(testCase.fixture).html"))
        #expect(body.code == testCase.listings)
        for listing in testCase.listings {
            let fence = "``` \(listing.language ?? "")".trimmingSpaces
            #expect(body.markdown.contains("\(fence)\n\(listing.code)\n```"), "fence: \(body.markdown)")
        }
    }
}
