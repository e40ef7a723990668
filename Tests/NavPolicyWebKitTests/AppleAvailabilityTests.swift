import Foundation
import Testing

/// Issue #26, item 1: the Apple adapters build at the package's deployment targets. Linux has
/// no Apple SDK, so the check reads the stubs' `@available` attributes (each copied from the
/// developer.apple.com page it cites) and the adapters' sources (`AvailabilityChecker`).
@Suite struct AppleAvailabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let enumerator = try #require(FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .map { (folder + "/" + $0.path.dropFirst(base.path.count + 1), try String(contentsOf: $0, encoding: .utf8)) }
    }

    static func catalog() throws -> AppleStubCatalog {
        var catalog = AppleStubCatalog()
        for file in try swiftFiles(under: "Tests/AppleStubs") { catalog.add(file: file.path, source: file.text) }
        return catalog
    }

    static func checker(minimums: [ApplePlatform: OSVersion]) throws -> AvailabilityChecker {
        AvailabilityChecker(catalog: try catalog(), minimums: minimums)
    }

    static func version(_ text: String) -> OSVersion { OSVersion(text)! }

    @Test func adaptersUseNothingNewerThanThePackagesDeploymentTargets() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let checker = try Self.checker(minimums: PackagePlatforms.minimums(manifest: manifest))
        let adapters = try Self.swiftFiles(under: "Sources/NavPolicyWebKit/Apple")
        #expect(adapters.count >= 5)
        let violations = adapters.flatMap { checker.check(file: $0.path, source: $0.text) }
        #expect(violations.isEmpty, "\(violations.map(\.description).joined(separator: "\n"))")
    }

    @Test func theManifestDeclaresWhatTheAdaptersNeed() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let minimums = PackagePlatforms.minimums(manifest: manifest)
        // WKDownload and friends: iOS / Mac Catalyst 14.5, macOS 11.3 (their pages).
        #expect(minimums[.iOS] == Self.version("14.5"))
        #expect(minimums[.macCatalyst] == Self.version("14.5"))
        #expect(try #require(minimums[.macOS]) >= Self.version("11.3"))
        #expect(minimums[.visionOS] == Self.version("1"))
        #expect(PackagePlatforms.minimums(manifest: "let package = Package(name: \"x\")") == PackagePlatforms.defaults)
        #expect(PackagePlatforms.minimums(manifest: "platforms: [.macOS(.v10_15), .iOS(\"15.2\")]")[.macOS] == Self.version("10.15"))
    }

    @Test func everyStubDeclarationCitesItsPageAndCarriesItsAvailability() throws {
        let catalog = try Self.catalog()
        #expect(catalog.symbols.count > 60)
        // RawRepresentable / OptionSet plumbing has no page of its own.
        let symbols = catalog.symbols.filter { $0.name != "rawValue" && !($0.name == "init" && $0.initializerLabels == ["rawValue"]) }
        let uncited = symbols.filter { !$0.citesPage }.map { "\($0.file):\($0.line) \($0.qualifiedName)" }
        #expect(uncited.isEmpty, "no developer.apple.com citation: \(uncited)")
        let unannotated = symbols.filter { !$0.isAnnotated }.map { "\($0.file):\($0.line) \($0.qualifiedName)" }
        #expect(unannotated.isEmpty, "neither @available nor 'its page lists no introduction version': \(unannotated)")
        // Facts the adapters depend on, as the pages give them.
        let download = try #require(catalog.symbols.first { $0.qualifiedName == "WKNavigationActionPolicy.download" })
        #expect(download.availability.version(on: .iOS) == Self.version("14.5"))
        #expect(download.availability.version(on: .macOS) == Self.version("11.3"))
        let shared = try #require(catalog.symbols.first { $0.qualifiedName == "UIApplication.shared" })
        #expect(shared.availability.unavailableInExtensions == [.iOS, .macCatalyst])
        let webPage = try #require(catalog.type(named: "WebPage"))
        #expect(webPage.availability.version(on: .iOS) == Self.version("26.0"))
    }

    static let earlyDeployment: [ApplePlatform: OSVersion] = [
        .iOS: version("12.0"), .macCatalyst: version("13.1"), .macOS: version("10.13"), .visionOS: version("1.0"),
    ]

    static func violations(_ source: String, minimums: [ApplePlatform: OSVersion] = earlyDeployment) throws -> [String] {
        try checker(minimums: minimums).check(file: "Sample.swift", source: source).map { "\($0.line):\($0.symbol)" }
    }

    @Test func newerAPIOutsideAnAvailabilityScopeIsReported() throws {
        let found1 = try Self.violations(
            """
            func answer(_ handler: (WKNavigationActionPolicy) -> Void) {
                handler(.download)
            }
            func save(_ webView: WKWebView, _ request: URLRequest) {
                webView.startDownload(using: request) { _ in }
            }
            final class Saver: NSObject, WKDownloadDelegate {
                func downloadDidFinish(_ download: WKDownload) {}
            }
            """)
        #expect(found1 == ["2:download", "5:startDownload", "8:WKDownload"])
        // The same code at deployment targets that have it.
        let found2 = try Self.violations(
            "func f(_ handler: (WKNavigationActionPolicy) -> Void) { handler(.download) }",
            minimums: [
                .iOS: Self.version("14.5"), .macCatalyst: Self.version("14.5"),
                .macOS: Self.version("11.3"), .visionOS: Self.version("1.0"),
            ])
        #expect(found2.isEmpty)
        // Mac Catalyst's target counts on its own: 14.5 on iOS is not enough when Catalyst is 13.1.
        let found3 = try Self.violations(
            "func f(_ handler: (WKNavigationActionPolicy) -> Void) { handler(.download) }",
            minimums: [
                .iOS: Self.version("14.5"), .macCatalyst: Self.version("13.1"),
                .macOS: Self.version("11.3"), .visionOS: Self.version("1.0"),
            ])
        #expect(found3 == ["1:download"])
    }

    @Test func availabilityScopesCoverTheirDeclarationsAndBlocks() throws {
        let found4 = try Self.violations(
            """
            @available(iOS 14.5, macOS 11.3, *)
            extension Saver: WKDownloadDelegate {
                func downloadDidFinish(_ download: WKDownload) {}
            }
            func answer(_ handler: (WKNavigationActionPolicy) -> Void) {
                if #available(iOS 14.5, macOS 11.3, *) {
                    handler(.download)
                } else {
                    handler(.cancel)
                }
            }
            func later(_ webView: WKWebView, _ request: URLRequest) {
                guard #available(iOS 14.5, macOS 11.3, *) else { return }
                webView.startDownload(using: request) { _ in }
            }
            @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
            final class Decider {
                weak var page: WebPage?
            }
            """)
        #expect(found4.isEmpty)
        // A scope ends with its declaration: the next one is not covered.
        let found5 = try Self.violations(
            """
            @available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
            var page: WebPage?
            var other: WebPage?
            func f() {
                if #available(iOS 26.0, macOS 26.0, visionOS 26.0, *) {}
                let page: WebPage? = nil
            }
            """)
        #expect(found5 == ["3:WebPage", "6:WebPage"])
        // A scope too low for the symbol does not cover it.
        let found6 = try Self.violations("@available(iOS 13.0, macOS 10.15, *)\nfunc f(_ download: WKDownload) {}")
        #expect(found6 == ["2:WKDownload"])
    }

    @Test func appExtensionUnavailableAPIMustBeMarked() throws {
        let found7 = try Self.violations("func open(_ url: URL) { UIApplication.shared.open(url) }")
        #expect(found7 == ["1:shared", "1:open"])
        let found8 = try Self.violations(
            """
            @available(iOSApplicationExtension, unavailable)
            @available(macCatalystApplicationExtension, unavailable)
            func open(_ url: URL) { UIApplication.shared.open(url) }
            """)
        #expect(found8.isEmpty)
        // Marking iOS extensions alone leaves Mac Catalyst's.
        let found9 = try Self.violations(
            """
            @available(iOSApplicationExtension, unavailable)
            func open(_ url: URL) { UIApplication.shared.open(url) }
            """)
        #expect(found9 == ["2:shared", "2:open"])
    }

    @Test func initializersAreMatchedByTheirLabels() throws {
        // UIButton is iOS 2, its init(type:primaryAction:) iOS 14, SFSafariViewController(url:) iOS 9.
        let found10 = try Self.violations(
            """
            func f(_ url: URL) {
                let close = UIButton(type: .close, primaryAction: nil)
                let browser = SFSafariViewController(url: url)
            }
            """)
        #expect(found10 == ["2:UIButton(type:primaryAction:)", "2:close"])
    }

    @Test func theTokenizerSkipsCommentsAndStrings() {
        let tokens = SwiftTokenizer.tokens(
            """
            let a = "WKDownload \\(x) \\" still" // WKDownload
            /* WKDownload /* nested */ WKDownload */ let b = #"raw "WKDownload""#
            let c = \"\"\"
              WKDownload
              \"\"\"
            @available(iOS 14.5, *) #available
            """)
        #expect(!tokens.contains { $0.kind == .identifier && $0.text == "WKDownload" })
        #expect(tokens.filter { $0.kind == .identifier }.map(\.text) == ["let", "a", "let", "b", "let", "c", "iOS"])
        #expect(tokens.contains { $0.kind == .attribute && $0.text == "@available" && $0.line == 6 })
        #expect(tokens.contains { $0.kind == .directive && $0.text == "#available" && $0.column == 25 })
        #expect(tokens.contains { $0.kind == .literal && $0.text == "14.5" })
    }
}
