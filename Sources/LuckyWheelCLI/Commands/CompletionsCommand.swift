import WheelSupport

/// `luckywheel completions bash|zsh|fish`: a shell completion script, generated from the
/// same declarations as `--help`.
struct CompletionsCommand: Command {
    static let configuration = CommandConfiguration(
        name: "completions",
        abstract: "Print a shell completion script for \(shells).",
        discussion: """
            The script completes commands, options, the values of options that take one of a
            few words (--format, --layout, --easing names...) and file arguments.

            INSTALL:
              bash  luckywheel completions bash \\
                      > ~/.local/share/bash-completion/completions/luckywheel
              zsh   luckywheel completions zsh > "${fpath[1]}/_luckywheel"
              fish  luckywheel completions fish > ~/.config/fish/completions/luckywheel.fish
            """)

    /// `bash, zsh or fish`.
    static let shells = ListText.joined(ShellCompletion.Shell.allCases.map(\.rawValue), "or")
    static let shell = Positional<ShellCompletion.Shell>("SHELL", help: "\(shells).")
    static let arguments: [any ArgumentDeclaration] = [shell]

    var shell: ShellCompletion.Shell

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        guard let shell = try arguments.values(Self.shell).first else {
            throw Self.usageError("missing SHELL: \(Self.shells)")
        }
        self.shell = shell
    }

    func run(console: any Console) throws -> ExitCode {
        console.write(
            ShellCompletion.script(for: shell, commands: LuckyWheelTool.commands), to: .standardOutput)
        return .success
    }
}
