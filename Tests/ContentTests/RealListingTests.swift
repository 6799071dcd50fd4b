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
        // SyntaxHighlighter Evolved 3.x saved its brush after the block's class; exported
        // without the block comment, the class is all that states the language.
        Case("wp-block-syntaxhighlighter-brush", [
            CodeListing(language: "java", code: """
                // Old Java way
                    val map = HashMap<String, String>()
                    map.put("Stack", "Jeff")
                    map.put("Overflow", "Joel")
                """),
            CodeListing(language: nil, code: "val s = text ?: \" \""),
        ]),
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
        // Hexo 3.8+: one span.line and a <br> per line; an empty span is an empty line.
        Case("hexo-span-lines", [
            CodeListing(language: "python", code: """
                from sklearn import svm

                # 创建分类模型
                classfier_model = svm.SVC(C = 1.0, kernel = 'rbf', degree=3, gamma='auto')
                # svm.LinearSVC 在数据线性可分时使用

                # 创建回归模型
                regression_model = svm.SVR(kernel = 'rbf', degree=3, gamma = 'auto')
                # svm.LinearSVR 在数据线性可分时使用
                """),
            CodeListing(language: "sql", code: """
                ALTER TABLE table_name
                ADD new_colum data_type column_constraint [AFTER existing_column];  // 加列

                DROP COLUMN max_limit,  //删除列

                MODIFY fee NUMERIC (10, 2) NOT NULL;  //修改列约束
                """),
        ]),
        // Hexo 3.x before 3.8: one div.line per line; an empty div is an empty line (the gutter
        // numbers it), though innerText, without the theme's line height, shows none.
        Case("hexo-div-lines", [
            CodeListing(language: "shell", code: "myjsonp({\n    data: {}\n\n})"),
            CodeListing(language: "javascript", code: """
                //

                var ws = new WebSocket('wss://echo.websocket.org'); //创建WebSocket的对象。参数可以是 ws 或 wss，后者表示加密。

                //把请求发出去
                ws.onopen = function (evt) {
                    console.log('Connection open ...');
                    ws.send('Hello WebSockets!');
                };


                //对方发消息过来时，我接收
                ws.onmessage = function (evt) {
                    console.log('Received Message: ', evt.data);
                    ws.close();
                };

                //关闭连接
                ws.onclose = function (evt) {
                    console.log('Connection closed.');
                };
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
