import Foundation
import PackagePlugin

/// Compiles each `*.navpolicy` in a target's sources into `NAME.navtable`, a resource of that
/// target, so `Policy(resource: "NAME", bundle: .module)` loads it.
///
/// The `navpolicy` tool prints errors and lint findings as `file:line:col: error|warning: ...`
/// (build logs and Xcode show them at the line); an error stops the build. Lists read from
/// files (`let blocked = file "lists/blocked.txt"`) are inputs of the command, so editing one
/// recompiles the policy.
@main
struct NavPolicyPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let tool = try context.tool(named: "navpolicy")
        return module.sourceFiles(withSuffix: "navpolicy").map { file in
            let policy = file.url
            let table = context.pluginWorkDirectoryURL
                .appendingPathComponent(policy.deletingPathExtension().lastPathComponent)
                .appendingPathExtension("navtable")
            return .buildCommand(
                displayName: "Compiling navigation policy \(policy.lastPathComponent)",
                executable: tool.url,
                arguments: ["compile", policy.path, "-o", table.path],
                inputFiles: [policy] + ListFileReferences.files(in: policy),
                outputFiles: [table]
            )
        }
    }
}

/// The list files a policy reads (`let NAME = file "PATH"`), resolved against its folder.
///
/// A plain scan, not the compiler: it only has to find every `file "..."` outside comments
/// and strings so the build system watches those files; the compiler reports real errors.
enum ListFileReferences {
    static func files(in policy: URL) -> [URL] {
        guard let text = try? String(contentsOf: policy, encoding: .utf8) else { return [] }
        let folder = policy.deletingLastPathComponent()
        return paths(in: text).map { folder.appendingPathComponent($0).standardizedFileURL }
    }

    /// The string after each `file` keyword (a word on its own, outside comments and strings).
    static func paths(in text: String) -> [String] {
        var paths: [String] = []
        var previousWord = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#" {
                index = text[index...].firstIndex(of: "\n") ?? text.endIndex
            } else if character == "\"" {
                var end = text.index(after: index)
                var value = ""
                while end < text.endIndex, text[end] != "\"", text[end] != "\n" {
                    if text[end] == "\\", text.index(after: end) < text.endIndex { end = text.index(after: end) }
                    value.append(text[end])
                    end = text.index(after: end)
                }
                if previousWord == "file" { paths.append(value) }
                previousWord = ""
                index = end < text.endIndex ? text.index(after: end) : end
            } else if character.isLetter || character == "-" || character == "_" || character.isNumber {
                let start = index
                while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "-" || text[index] == "_" {
                    index = text.index(after: index)
                }
                previousWord = String(text[start..<index])
            } else {
                if !character.isWhitespace { previousWord = "" }
                index = text.index(after: index)
            }
        }
        return paths
    }
}
