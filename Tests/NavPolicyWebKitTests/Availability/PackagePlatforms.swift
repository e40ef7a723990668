/// The deployment targets a `Package.swift` declares (`platforms: [.iOS("14.5"), .macOS(.v13), …]`),
/// with SwiftPM's defaults for the platforms it leaves out.
enum PackagePlatforms {
    /// SwiftPM's default deployment targets (PackageDescription 5.9 and later); Mac Catalyst
    /// at 13.1, its first release, which is also the oldest version Apple's pages list.
    static let defaults: [ApplePlatform: OSVersion] = [
        .iOS: OSVersion("12.0")!, .macCatalyst: OSVersion("13.1")!, .macOS: OSVersion("10.13")!, .visionOS: OSVersion("1.0")!,
    ]

    /// The deployment targets of the manifest `source`.
    static func minimums(manifest source: String) -> [ApplePlatform: OSVersion] {
        let tokens = SwiftTokenizer.tokens(source).filter { $0.kind != .newline }
        var minimums = defaults
        guard let label = tokens.indices.dropLast().first(where: { tokens[$0].text == "platforms" && tokens[$0 + 1].text == ":" }),
            label + 2 < tokens.count, tokens[label + 2].text == "[",
            let end = SwiftSource.closing(tokens, from: label + 2)
        else { return minimums }
        var index = label + 3
        while index + 3 < end {
            // `.name(` then a "14.5" literal or `.v13` / `.v10_15`.
            if tokens[index].text == ".", let platform = ApplePlatform(rawValue: tokens[index + 1].text), tokens[index + 2].text == "(" {
                let argument = tokens[index + 3].text == "." && index + 4 < end ? tokens[index + 4] : tokens[index + 3]
                let text =
                    argument.kind == .literal
                    ? String(argument.text.filter { $0 != "\"" })
                    : String(argument.text.dropFirst()).replacingUnderscores()
                if let version = OSVersion(text) { minimums[platform] = version }
            }
            index += 1
        }
        return minimums
    }
}

extension String {
    /// `10_15` → `10.15` (PackageDescription's version constant names).
    fileprivate func replacingUnderscores() -> String { String(map { $0 == "_" ? "." : $0 }) }
}
