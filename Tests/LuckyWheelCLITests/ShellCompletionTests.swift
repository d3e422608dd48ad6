import Foundation
import TestSupport
import Testing

@testable import LuckyWheelCLI

/// `luckywheel completions SHELL`: the bash script really completes in bash; the zsh and fish
/// scripts are valid in their shells (checked when the shell is installed; `.ci/run` installs
/// both).
@Suite struct ShellCompletionTests {
    static func script(_ shell: String) -> String {
        let console = BufferConsole()
        #expect(LuckyWheelTool.main(["completions", shell], console: console) == .success)
        return console.standardOutput
    }

    /// Runs `commands` in bash after loading the script; standard output.
    static func bash(_ commands: String, folder: TemporaryFolder) throws -> String {
        try folder.write(script("bash"), to: "luckywheel.bash")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--norc", "--noprofile", "-c", "source luckywheel.bash\n" + commands]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    /// The completions bash offers for the words of a command line (the last one partial).
    static func complete(_ words: [String], folder: TemporaryFolder) throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let output = try bash(
            "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _luckywheel; printf '%s\\n' \"${COMPREPLY[@]}\"",
            folder: folder)
        return output.split(separator: "\n").map(String.init).sorted()
    }

    @Test func bashCompletesCommandsOptionsAndValues() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(try Self.complete(["luckywheel", "sl"], folder: folder) == ["slice"])
        #expect(
            try Self.complete(["luckywheel", "render", "--for"], folder: folder) == ["--force", "--format"])
        #expect(
            try Self.complete(["luckywheel", "render", "--format", ""], folder: folder) == [
                "ansi", "apng", "ascii", "none", "png", "rgba",
            ])
        #expect(try Self.complete(["luckywheel", "slice", "--layout", "x"], folder: folder) == ["xcassets"])
        #expect(
            try Self.complete(["luckywheel", "simulate", "--easing", "ease"], folder: folder) == [
                "easeIn", "easeInEaseOut", "easeOut",
            ])
        #expect(
            try Self.complete(["luckywheel", "completions", ""], folder: folder) == ["bash", "fish", "zsh"])
        // A file argument: PNG files and folders, nothing else.
        try folder.write("x", to: "sheet@2x.png")
        try folder.write("x", to: "notes.txt")
        try FileManager.default.createDirectory(
            atPath: folder.path + "/art", withIntermediateDirectories: true)
        #expect(try Self.complete(["luckywheel", "slice", ""], folder: folder) == ["art", "sheet@2x.png"])
        #expect(try Self.complete(["luckywheel", "slice", "-o", ""], folder: folder) == ["art"])
    }

    @Test func everyOptionOfEveryCommandIsOffered() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for command in LuckyWheelTool.commands {
            let offered = try Self.complete(["luckywheel", command.configuration.name, "-"], folder: folder)
            for spec in command.specs where !spec.isPositional {
                #expect(spec.names.allSatisfy(offered.contains), "\(command.configuration.name) \(spec.key)")
            }
        }
    }

    static func installed(_ shell: String) -> String? {
        ["/usr/bin/", "/bin/"].map { $0 + shell }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: installed("zsh") != nil, "zsh is not installed"))
    func zshScriptIsValid() throws {
        try Self.check(shell: "zsh", arguments: ["-n"])
    }

    @Test(.enabled(if: installed("fish") != nil, "fish is not installed"))
    func fishScriptIsValid() throws {
        try Self.check(shell: "fish", arguments: ["--no-execute"])
    }

    static func check(shell: String, arguments check: [String]) throws {
        let path = try #require(installed(shell))
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(Self.script(shell), to: "script")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = check + [folder.path + "/script"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
