import Testing

@testable import LuckyWheelCLI

/// One option of a command whose value holds a number, for the tables of how numbers are
/// written (`IntegerArgumentTests`, `DecimalArgumentTests`): the words before it, the option,
/// how its value is written around the number (`1,%,1` for a list, `%x40` for `--size`), and
/// which of the wrong forms its value's own form makes right (a list trims spaces around items).
struct NumberOptionCase: Sendable, CustomStringConvertible {
    let words: [String]
    let option: String
    var pattern = "%"
    /// Integers only: `0x` hexadecimal is the option's own form (a seed, a stream, a nonce).
    var takesHex = false
    var rightInForm: Set<String> = []

    var description: String { "\(words.joined(separator: " ")) \(option) \(pattern)" }

    func value(_ number: String) -> String {
        pattern.replacingOccurrences(of: "%", with: number)
    }

    /// The command the words name (`simulate merge`, `fair spin`), and how many words its name
    /// takes.
    var command: (type: any Command.Type, words: Int)? {
        LuckyWheelTool.allCommands.compactMap { command -> (type: any Command.Type, words: Int)? in
            let path = command.commandPath.split(separator: " ").dropFirst().map(String.init)
            return words.starts(with: path) ? (command, path.count) : nil
        }.max { $0.words < $1.words }
    }

    /// Each of `numbers` (but those its form makes right) in the option, read as the tool reads
    /// a command line without running the command (a value wrongly accepted must not render,
    /// write a demo or stream `rng` without end from inside the tests): a usage error that names
    /// the option and the value: an invalid value, or with `outOfRangeToo` one out of the
    /// option's range when it has one.
    func expectRefused(_ numbers: [String], outOfRangeToo: Bool = false) throws {
        let command = try #require(command)
        let parser = ArgumentParser(specs: command.type.specs, commandPath: command.type.commandPath)
        for number in numbers where !rightInForm.contains(number) {
            let arguments = Array(words.dropFirst(command.words)) + [option, value(number)]
            do {
                _ = try command.type.init(parsing: try parser.parse(arguments))
                Issue.record("\(self) '\(number)' was accepted")
            } catch {
                let outOfRange = outOfRangeToo && error.description.hasPrefix("error: \(option) must be ")
                #expect(
                    outOfRange
                        || error.description.hasPrefix(
                            "error: invalid value '\(value(number))' for \(option): "),
                    "\(error.description)")
            }
        }
    }
}
