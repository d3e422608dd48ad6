import WheelSupport

/// Completion scripts for bash, zsh and fish, generated from the commands' declarations, so a
/// new option completes the moment it is declared.
enum ShellCompletion {
    /// A shell `luckywheel completions` writes a script for.
    enum Shell: String, CaseIterable, Sendable, ArgumentValue {
        case bash
        case zsh
        case fish

        /// Shells with no script here: their names are no misspelt `bash` or `zsh`
        /// (`completions tcsh` was asked "Did you mean 'bash'?").
        static let others: Set<String> = [
            "sh", "ash", "dash", "ksh", "mksh", "csh", "tcsh", "yash", "nu", "nushell", "elvish", "xonsh",
            "pwsh", "powershell", "ion", "osh", "oil",
        ]

        /// The shell `argument` likely meant, unless it names another shell.
        static func suggestion(for argument: String) -> String? {
            others.contains(argument.lowercased())
                ? nil : closestMatch(to: argument, in: allCases.map(\.rawValue))
        }
    }

    /// The script for `shell`.
    static func script(for shell: Shell, commands: [any Command.Type]) -> String {
        switch shell {
        case .bash: return bash(commands)
        case .zsh: return zsh(commands)
        case .fish: return fish(commands)
        }
    }

    private static var tool: String { LuckyWheelTool.name }

    /// Every command's options with the help flag, in declaration order.
    private static func options(_ command: any Command.Type) -> [ArgumentSpec] {
        command.specs.filter { !$0.isPositional } + [HelpFormatter.helpSpec]
    }

    /// The options `spec` cannot be given with (``Command/exclusions``).
    private static func excluded(by spec: ArgumentSpec, in command: any Command.Type) -> [ArgumentSpec] {
        command.exclusions.flatMap { $0.excluded(by: spec) }
    }

    /// The spellings whose presence on the line keeps `spec` from being offered: its own,
    /// unless it repeats, and those of the options it cannot be given with.
    private static func hiders(of spec: ArgumentSpec, in command: any Command.Type) -> [String] {
        (spec.isRepeating ? [] : spec.names) + excluded(by: spec, in: command).flatMap(\.names)
    }

    /// The scopes (``Command/scopes``) of `spec`: the selector values it does not apply to.
    private static func scopes(of spec: ArgumentSpec, in command: any Command.Type) -> [OptionScope] {
        command.scopes.filter { $0.option == spec }
    }

    /// `--format=png`…: a selector's spelling and a value `spec` does not apply to, for each of
    /// its spellings and such values; on the line, either keeps `spec` from being offered.
    private static func valueHiders(of spec: ArgumentSpec, in command: any Command.Type) -> [String] {
        scopes(of: spec, in: command).flatMap { scope in
            scope.selector.names.flatMap { name in scope.otherValues.map { "\(name)=\($0)" } }
        }
    }

    /// The first sentence of a help text (to a full stop before a capital: `59.94`, `1.5x`
    /// and `e.g. 1,2` are not ends), a quote or apostrophe made typographic (‘a’, spin’s: the
    /// scripts quote in '), a colon a dash (zsh's
    /// specs use colons; "Provably fair spins commit to" lost its sense) and the other
    /// characters the shells' syntax reserves left out.
    private static func summary(_ help: String) -> String {
        var sentence = Substring(help)
        if let end = help.indices.first(where: { index in
            help[index] == "." && help[help.index(after: index)...].prefix(2).last?.isUppercase == true
        }) {
            sentence = help[..<end]
        }
        if sentence.hasSuffix(".") { sentence = sentence.dropLast() }
        var typographic = ""
        for character in sentence {
            guard character == "'" else {
                typographic.append(character)
                continue
            }
            let opens = typographic.last.map { $0.isWhitespace || $0 == "(" } ?? true
            typographic.append(opens ? "\u{2018}" : "\u{2019}")
        }
        return String(
            typographic.replacingAll(":", with: " \u{2013}").filter { !"[]:\"\\`$".contains($0) })
    }

    // MARK: bash and zsh

    /// What the bash and zsh `case` branches of a command differ in; ``caseBranch(_:word:indent:_:)``
    /// is the shape both share.
    private struct CaseSyntax {
        /// The lines that offer `command`'s subcommands when the cursor is on word `word + 1`
        /// (the command being word `word`), each line indented by `indent`.
        let offerSubcommands: (_ command: any Command.Type, _ word: Int, _ indent: String) -> String
        /// Word `word` of the line, as a `case` subject.
        let word: (_ word: Int) -> String
        /// The completion of `command` (word `word`) itself, ending its `case` branch.
        let ownOptions: (_ command: any Command.Type, _ word: Int, _ indent: String) -> String

        /// A group offers its subcommands and its options at once.
        static var bash: CaseSyntax {
            CaseSyntax(
                offerSubcommands: { command, word, inner in
                    let words =
                        command.configuration.subcommands.map { $0.configuration.name }
                        + options(command).flatMap(\.names)
                    return "\(inner)if ((COMP_CWORD == \(word + 1))); then\n"
                        + "\(inner)    \(bashValues(.words(words)))\n\(inner)    return\n\(inner)fi\n"
                },
                word: { "\"${COMP_WORDS[\($0)]}\"" },
                ownOptions: { command, word, inner in bashOwnOptions(command, word: word, indent: inner) })
        }

        /// Before `_arguments` the words up to the command are shifted off, so that the command
        /// is `$words[1]` and its first positional is argument 1.
        static var zsh: CaseSyntax {
            CaseSyntax(
                offerSubcommands: { command, word, inner in
                    // After `-`, a group's own options; a command that runs itself completes
                    // its options below instead.
                    func subcommands(_ indent: String) -> String {
                        "\(indent)local -a subcommands\n"
                            + "\(indent)subcommands=(\(zshDescriptions(command.configuration.subcommands)))\n"
                            + "\(indent)_describe 'subcommand' subcommands\n"
                    }
                    guard command.isGroup else {
                        return
                            "\(inner)if (( CURRENT == \(word + 1) )) && [[ $words[CURRENT] != -* ]]; then\n"
                            + subcommands(inner + "    ") + "\(inner)    return\n\(inner)fi\n"
                    }
                    return "\(inner)if (( CURRENT == \(word + 1) )); then\n"
                        + "\(inner)    if [[ $words[CURRENT] == -* ]]; then\n"
                        + zshDescribeOptions(options(command), indent: inner + "        ")
                        + "\(inner)    else\n" + subcommands(inner + "        ")
                        + "\(inner)    fi\n\(inner)    return\n\(inner)fi\n"
                },
                word: { "$words[\($0)]" },
                ownOptions: { command, word, inner in zshOwnArguments(command, word: word, indent: inner) })
        }
    }

    /// The `case` branch for `command`, whose name is word `word` of the line: its own options
    /// and positionals, or a group's subcommands and then the branch of the one named.
    private static func caseBranch(
        _ command: any Command.Type, word: Int, indent: String, _ syntax: CaseSyntax
    ) -> String {
        let inner = indent + "    "
        var text = "\(indent)\(command.configuration.name))\n"
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else { return text + syntax.ownOptions(command, word, inner) }
        text += syntax.offerSubcommands(command, word, inner) + "\(inner)case \(syntax.word(word + 1)) in\n"
        for subcommand in subcommands {
            text += caseBranch(subcommand, word: word + 1, indent: inner, syntax)
        }
        // A command that also runs itself (simulate): its own options when no subcommand is named.
        if !command.isGroup { text += "\(inner)*)\n" + syntax.ownOptions(command, word, inner + "    ") }
        return text + "\(inner)esac\n\(inner);;\n"
    }

    // MARK: bash

    /// The shell functions every branch of the bash script calls. Candidates go into
    /// `COMPREPLY` one per line (`mapfile`), so a name with spaces stays one candidate.
    private static var bashFunctions: String {
        """
        # The words of $1 that begin with the word being completed.
        _\(tool)_words() {
            mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur")
        }
        # Folders, and the files whose names end in .EXTENSION for one of the patterns given
        # (any file when none is).
        _\(tool)_files() {
            local pattern
            # File names (a folder gets its '/'), not for commands' or values' words.
            compopt -o filenames 2>/dev/null
            if (($# == 0)); then
                mapfile -t COMPREPLY < <(compgen -f -- "$cur")
                return
            fi
            mapfile -t COMPREPLY < <(
                compgen -d -- "$cur"
                for pattern in "$@"; do compgen -f -X "!*.$pattern" -- "$cur"; done
            )
        }
        _\(tool)_folders() {
            compopt -o filenames 2>/dev/null
            mapfile -t COMPREPLY < <(compgen -d -- "$cur")
        }
        # The options not yet on the line after word $1 (the command's name): each further
        # argument is one option's spellings, then ! and the spellings that hide it when on
        # the line (its own, unless it repeats, and the options it cannot be given with; an
        # option with a value it does not apply to, --format=ascii, hides it with that value,
        # as --format=ascii or --format ascii), each list joined by |.
        _\(tool)_options() {
            local first=$1 option name value i j given check words=""
            shift
            for option in "$@"; do
                given=0 check=${option#*!}
                for name in ${check//|/ }; do
                    value=
                    [[ $name == *=* ]] && value=${name#*=} name=${name%%=*}
                    for ((i = first + 1; i < COMP_CWORD; i++)); do
                        if [[ -z $value ]]; then
                            [[ ${COMP_WORDS[i]} == "$name" ]] && given=1
                        elif [[ ${COMP_WORDS[i]//[\\'\\"\\\\]/} == "$name=$value" ]]; then
                            given=1
                        elif [[ ${COMP_WORDS[i]} == "$name" ]]; then
                            # The value is the next word, or the one after an = (bash
                            # breaks words at =), and complete: before the one completed;
                            # its quotes are the shell's ('png' is png).
                            j=$((i + 1))
                            [[ ${COMP_WORDS[j]} == = ]] && ((j++))
                            ((j < COMP_CWORD)) && [[ ${COMP_WORDS[j]//[\\'\\"\\\\]/} == "$value" ]] && given=1
                        fi
                    done
                done
                option=${option%%!*}
                ((given)) || words+=" ${option//|/ }"
            done
            _\(tool)_words "$words"
        }
        # Reads the words after word $1 (the command's name) up to the one being completed,
        # skipping the value of each option that takes one (the further arguments; a value may
        # be --, the folder of -o --; --option=value is three words: bash breaks words at =).
        # Sets ended when a word -- ends the options (every word after it is a file, as the
        # tool reads it), positional when a positional argument is given and helped when the
        # command's help is asked for, which takes nothing after it.
        _\(tool)_scan() {
            local i option first=$1
            shift
            ended=0 positional=0 helped=0
            for ((i = first + 1; i < COMP_CWORD; i++)); do
                if ((ended)); then
                    positional=1
                    continue
                fi
                case ${COMP_WORDS[i]} in
                --) ended=1 ;;
                -*)
                    # The help asked for after an option that takes a value, in its place,
                    # is help (`--seed --help`), as the tool reads it; after `=` it is the value.
                    for option in "$@"; do
                        [[ ${COMP_WORDS[i]} == "$option" ]] || continue
                        if [[ ${COMP_WORDS[i + 1]} == = ]]; then
                            ((i += 2))
                            continue 2
                        fi
                        ((i++))
                        break
                    done
                    ((i < COMP_CWORD)) || break
                    case ${COMP_WORDS[i]} in \(HelpFormatter.helpSpec.names.joined(separator: "|"))) helped=1 ;; esac
                    ;;
                =) ((i++)) ;;
                *) positional=1 ;;
                esac
            done
        }

        """
    }

    /// The call that completes a value of `completion`: a file's extensions match in any case
    /// (`Sheet.PNG` is read like `sheet.png`).
    private static func bashValues(_ completion: ArgumentCompletion) -> String {
        let values = completion.values
        switch completion.kind {
        case .none: return "COMPREPLY=()"
        case .words: return "_\(tool)_words \"\(values.joined(separator: " "))\""
        case .directory: return "_\(tool)_folders"
        case .file:
            return (["_\(tool)_files"] + values.map { "'\(anyCase($0))'" }).joined(separator: " ")
        }
    }

    /// A file extension as a glob that matches it in any case (`png`: `[pP][nN][gG]`), for
    /// bash and zsh, whose globs are case-sensitive: `Sheet.PNG` is read like `sheet.png`.
    private static func anyCase(_ fileExtension: String) -> String {
        fileExtension.map { $0.isLetter ? "[\($0.lowercased())\($0.uppercased())]" : String($0) }.joined()
    }

    private static func bash(_ commands: [any Command.Type]) -> String {
        let names =
            commands.map { $0.configuration.name } + ["help"] + HelpFormatter.toolSpecs.flatMap(\.names)
        var text = """
            # bash completion for \(tool), generated by '\(tool) completions bash'.
            # Install: \(tool) completions bash > ~/.local/share/bash-completion/completions/\(tool)

            """
        text += bashFunctions
        text += """
            # bash breaks words at ':' and '=' too, unless they were taken out of COMP_WORDBREAKS:
            # the words such a character joins on the line (time:12.png, x=1.png) are one again
            # while completing, and bash gets what follows the last one, the part it replaces (a
            # folder with its '/'). An '=' after an option (--output=frames) stays a word of its
            # own, before the option's value.
            _\(tool)() {
                local breaks=""
                [[ ${COMP_WORDBREAKS-} == *:* ]] && breaks+=:
                [[ ${COMP_WORDBREAKS-} == *=* ]] && breaks+==
                if [[ -z $breaks ]]; then
                    _\(tool)_complete
                    return
                fi
                local -a words=() trimmed=()
                local i j=-1 at=0 start cword=0 glue=0 word unescaped prefix reply line=${COMP_LINE-}
                for ((i = 0; i < ${#COMP_WORDS[@]}; i++)); do
                    word=${COMP_WORDS[i]}
                    start=$at
                    while [[ ${line:start:1} == [[:space:]] ]]; do ((start++)); done
                    if ((i > 0 && start == at)) && { ((glue)) || [[ $word == : ]] || [[ $word == = && ${words[j]} != -* ]]; }; then
                        words[j]+=$word
                    else
                        words[++j]=$word
                    fi
                    # A ':' joins the word after it, as does an '=' joined to a name.
                    glue=0
                    [[ $word == : || ($word == = && ${words[j]} != =) ]] && glue=1
                    at=$((start + ${#word}))
                    ((i == COMP_CWORD)) && cword=$j
                done
                local -a COMP_WORDS=("${words[@]}")
                local COMP_CWORD=$cword
                _\(tool)_complete
                word=${COMP_WORDS[COMP_CWORD]}
                # A break escaped by a backslash (time\\:1) breaks nothing: bash replaces the
                # word from after the last one unescaped, each escaped pair kept two characters.
                unescaped=${word//\\\\[$breaks]/__}
                [[ $unescaped == *[$breaks]* ]] || return
                unescaped=${unescaped##*[$breaks]}
                prefix=${word:0:${#word}-${#unescaped}}
                # The names completed have no backslashes of the word typed (a\\ b:).
                prefix=${prefix//\\\\/}
                for reply in "${COMPREPLY[@]}"; do
                    # Only a name cut short loses bash's test for a folder (bash adds its '/').
                    if [[ $reply == "$prefix"* ]]; then
                        [[ -d $reply && $reply != */ ]] && reply+=/
                        reply=${reply#"$prefix"}
                    fi
                    trimmed+=("$reply")
                done
                COMPREPLY=("${trimmed[@]}")
                # bash would test the part after the break for a folder, find none and add a space.
                if ((${#COMPREPLY[@]} == 1)) && [[ ${COMPREPLY[0]} == */ ]]; then
                    compopt -o nospace 2>/dev/null
                fi
            }
            _\(tool)_complete() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev="" equals=0
                ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD-1]}
                # --option=value: bash breaks the words at =, so the value follows a word '='.
                if [[ $cur == = ]]; then
                    cur="" equals=1
                elif [[ $prev == = ]] && ((COMP_CWORD > 1)); then
                    prev=${COMP_WORDS[COMP_CWORD-2]} equals=1
                fi
                # A one-letter option takes its value as the next word: the tool refuses -o=x.
                if ((equals)) && [[ $prev == -[!-] ]]; then
                    COMPREPLY=()
                    return
                fi
                if ((COMP_CWORD == 1)); then
                    _\(tool)_words "\(names.joined(separator: " "))"
                    return
                fi
                case "${COMP_WORDS[1]}" in

            """
        for command in commands { text += caseBranch(command, word: 1, indent: "    ", .bash) }
        // `help COMMAND`, `help --man` or `help GROUP SUBCOMMAND`, and nothing after; the same
        // after `--help` (`luckywheel --help render`, as with git), but for `--man`.
        let helpWords = (["help"] + HelpFormatter.helpSpec.names)
        text += "    \(helpWords.joined(separator: " | ")))\n        if ((COMP_CWORD == 2)); then\n"
        text +=
            "            local names=\"\(commands.map { $0.configuration.name }.joined(separator: " "))\"\n"
        text += "            [[ ${COMP_WORDS[1]} == help ]] && names+=\" \(HelpFormatter.manSpec.key)\"\n"
        text += "            _\(tool)_words \"$names\"\n"
        let groups = commands.filter { !$0.configuration.subcommands.isEmpty }
        if !groups.isEmpty {
            text += "        elif ((COMP_CWORD == 3)); then\n            case \"${COMP_WORDS[2]}\" in\n"
            for group in groups {
                let words = group.configuration.subcommands.map { $0.configuration.name }
                text += "            \(group.configuration.name)) \(bashValues(.words(words))) ;;\n"
            }
            text += "            esac\n"
        }
        text += "        fi\n        ;;\n    esac\n}\ncomplete -F _\(tool) \(tool)\n"
        return text
    }

    /// The completion of `command`'s own options (word `word` naming it), their values and its
    /// positional, ending the `case` branch. Options whose values complete alike share a line.
    private static func bashOwnOptions(_ command: any Command.Type, word: Int, indent inner: String) -> String
    {
        let valued = options(command).filter(\.takesValue)
        let skipped = [String(word)] + valued.flatMap(\.names).map { "'\($0)'" }
        var text =
            "\(inner)local ended positional helped\n\(inner)_\(tool)_scan \(skipped.joined(separator: " "))\n"
        text += "\(inner)if ((helped)); then\n\(inner)    COMPREPLY=()\n\(inner)    return\n\(inner)fi\n"
        text += "\(inner)((ended)) || case \"$prev\" in\n"
        var completions: [ArgumentCompletion] = []
        for spec in valued where !completions.contains(spec.completion) {
            completions.append(spec.completion)
        }
        for completion in completions {
            let names = valued.filter { $0.completion == completion }.flatMap(\.names)
            text += "\(inner)\(names.joined(separator: "|"))) \(bashValues(completion)); return ;;\n"
        }
        text += "\(inner)esac\n"
        // OFFERED!HIDDEN-BY: an option's spellings, then those whose presence hides it.
        let offered = options(command).map { spec in
            "'" + spec.names.joined(separator: "|") + "!"
                + (hiders(of: spec, in: command) + valueHiders(of: spec, in: command)).joined(separator: "|")
                + "'"
        }
        text += "\(inner)if [[ \"$cur\" == -* ]] && ((!ended)); then\n"
        text += "\(inner)    _\(tool)_options \(word) \(offered.joined(separator: " "))\n"
        guard let positional = command.specs.first(where: \.isPositional), positional.completion.kind != .none
        else { return text + "\(inner)else\n\(inner)    COMPREPLY=()\n\(inner)fi\n\(inner);;\n" }
        if !positional.isRepeating {
            // Once given, a single positional takes nothing more.
            text +=
                "\(inner)elif ((!positional)); then\n"
                + "\(inner)    \(bashValues(positional.completion))\n\(inner)else\n\(inner)    COMPREPLY=()\n"
            return text + "\(inner)fi\n\(inner);;\n"
        }
        return text
            + "\(inner)else\n\(inner)    \(bashValues(positional.completion))\n\(inner)fi\n\(inner);;\n"
    }

    // MARK: zsh

    private static func zshAction(_ completion: ArgumentCompletion) -> String {
        let values = completion.values
        switch completion.kind {
        case .none: return " "
        case .words: return "(\(values.joined(separator: " ")))"
        case .directory: return "_files -/"
        case .file:
            // One extension without parentheses: a trailing `(png)` is read as glob qualifiers
            // (p, n, g…), which aborts the whole completion. Any case, as in bash.
            guard values.count > 1 else {
                return values.first.map { "_files -g \"*.\(anyCase($0))\"" } ?? "_files"
            }
            return "_files -g \"*.(\(values.map(anyCase).joined(separator: "|")))\""
        }
    }

    private static func zsh(_ commands: [any Command.Type]) -> String {
        var text = """
            #compdef \(tool)
            # zsh completion for \(tool), generated by '\(tool) completions zsh'.
            # Install: \(tool) completions zsh > "${fpath[1]}/_\(tool)" (then restart zsh)
            _\(tool)() {
                local -a commands
                commands=(

            """
        for command in commands {
            text += "        '\(command.configuration.name):\(summary(command.configuration.abstract))'\n"
        }
        text += "        'help:\(HelpFormatter.helpCommandSummary)'\n    )\n"
        text += "    if (( CURRENT == 2 )); then\n        if [[ $words[2] == -* ]]; then\n"
        text += zshDescribeOptions(HelpFormatter.toolSpecs, indent: "            ")
        text += "        else\n            _describe 'command' commands\n        fi\n        return\n    fi\n"
        text += "    case $words[2] in\n"
        for command in commands { text += caseBranch(command, word: 2, indent: "    ", .zsh) }
        // `help COMMAND` or `help --man`, then a group's subcommand, and nothing after; the
        // same after `--help` (`luckywheel --help render`, as with git), but for `--man`.
        let helpWords = (["help"] + HelpFormatter.helpSpec.names)
        text +=
            "    \(helpWords.joined(separator: "|")))\n\(zshHelpSubcommands(commands))        if (( CURRENT == 3 )); then\n"
        text += "            shift 1 words\n            (( CURRENT -= 1 ))\n"
        text += "            local -a man\n"
        let man = HelpFormatter.manSpec
        text += "            [[ $words[1] == help ]] && man=('\(man.key)[\(summary(man.help))]')\n"
        text +=
            "            _arguments '1:command:(\(commands.map { $0.configuration.name }.joined(separator: " ")))' $man\n"
        text += "        fi\n        ;;\n"
        text += "    esac\n}\n_\(tool) \"$@\"\n"
        return text
    }

    /// `_arguments` for `command`'s own options and positionals, ending the `case` branch.
    private static func zshOwnArguments(_ command: any Command.Type, word: Int, indent inner: String)
        -> String
    {
        var text = "\(inner)shift \(word - 1) words\n\(inner)(( CURRENT -= \(word - 1) ))\n"
        // An option that does not apply to the value its selector is given (``Command/scopes``)
        // is offered only when the selector has another: `_arguments` excludes by options only.
        var selectors: [ArgumentSpec] = []
        for scope in command.scopes where !selectors.contains(scope.selector) {
            selectors.append(scope.selector)
        }
        var scoped = ""
        if !selectors.isEmpty {
            text += "\(inner)local i\n\(inner)local -a scoped\n"
            text += "\(inner)local \(selectors.map(zshSelected).joined(separator: " "))\n"
            text += "\(inner)for (( i = 2; i < CURRENT; i++ )); do\n\(inner)    case $words[i] in\n"
            text += "\(inner)    (--) break ;;\n"
            for selector in selectors {
                let variable = zshSelected(selector)
                for name in selector.names {
                    // Unquoted as the shell reads it: `--format 'png'` is png.
                    text += "\(inner)    (\(name)=*) \(variable)=${(Q)${words[i]#*=}} ;;\n"
                    text += "\(inner)    (\(name)) (( i + 1 < CURRENT )) && \(variable)=${(Q)words[i+1]} ;;\n"
                }
            }
            text += "\(inner)    esac\n\(inner)done\n"
        }
        // -S: no option after a word `--`, which ends them.
        var arguments = "\(inner)_arguments -S"
        for spec in options(command) {
            let names = spec.names
            // A repeating option (`*`) excludes nothing, not even its own spellings; any other its
            // own and those it cannot be given with.
            let excluded =
                (names.count > 1 && !spec.isRepeating ? names : [])
                + excluded(by: spec, in: command).flatMap(\.names)
            // Help excludes everything after it (`- : *`: every option and argument), which it
            // ends, as bash and fish offer nothing after it.
            let exclusion =
                names == HelpFormatter.helpSpec.names
                ? "'(- : *)'" : excluded.isEmpty ? "" : "'(\(excluded.joined(separator: " ")))'"
            let repeats = spec.isRepeating ? "'*'" : ""
            // `--format=`: the value follows an `=` or is the next word, as the parser takes it.
            let spellings = names.map { spec.takesValue && $0.hasPrefix("--") ? $0 + "=" : $0 }
            let spelled = spellings.count > 1 ? "{\(spellings.joined(separator: ","))}" : spellings[0]
            var item = "\(exclusion)\(repeats)\(spelled)'[\(summary(spec.help))]"
            if case .option(let valueName, _) = spec.kind {
                item += ":\(valueName):\(zshAction(spec.completion))"
            }
            let others = scopes(of: spec, in: command).map { scope in
                "$\(zshSelected(scope.selector)) == (\(scope.otherValues.joined(separator: "|")))"
            }
            if others.isEmpty {
                arguments += " \\\n\(inner)    \(item)'"
            } else {
                // Not offered, but still known to `_arguments` (`!`), so that the value it was
                // given is read as its value and the rest of the line completes.
                var hidden = spellings.map { "'!\($0)" }
                if case .option(let valueName, _) = spec.kind {
                    hidden = hidden.map { $0 + ":\(valueName):\(zshAction(spec.completion))" }
                }
                scoped +=
                    "\(inner)if [[ \(others.joined(separator: " || ")) ]]; then scoped+=(\(hidden.map { $0 + "'" }.joined(separator: " "))); "
                    + "else scoped+=(\(item)'); fi\n"
            }
        }
        if !scoped.isEmpty { arguments += " \\\n\(inner)    \"${scoped[@]}\"" }
        for (index, spec) in command.specs.filter(\.isPositional).enumerated() {
            guard case .positional(let valueName, let repeating) = spec.kind else { continue }
            let position = repeating ? "*" : String(index + 1)
            arguments += " \\\n\(inner)    '\(position):\(valueName):\(zshAction(spec.completion))'"
        }
        return text + scoped + arguments + "\n\(inner);;\n"
    }

    /// The variable a command's `case` branch keeps `selector`'s value in: `selected_format`.
    private static func zshSelected(_ selector: ArgumentSpec) -> String {
        "selected_" + String(selector.key.drop { $0 == "-" }.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// Lines that offer `specs`' spellings with their summaries (`_describe`), each indented by
    /// `indent`.
    private static func zshDescribeOptions(_ specs: [ArgumentSpec], indent: String) -> String {
        let items = specs.flatMap { spec in spec.names.map { "'\($0):\(summary(spec.help))'" } }
        return "\(indent)local -a options\n\(indent)options=(\(items.joined(separator: " ")))\n"
            + "\(indent)_describe 'option' options\n"
    }

    /// `'seed:Print a new server seed…' …` for `_describe`.
    private static func zshDescriptions(_ commands: [any Command.Type]) -> String {
        commands.map { "'\($0.configuration.name):\(summary($0.configuration.abstract))'" }.joined(
            separator: " ")
    }

    /// In `help`'s branch: `help GROUP <TAB>` offers the group's subcommands.
    private static func zshHelpSubcommands(_ commands: [any Command.Type]) -> String {
        let groups = commands.filter { !$0.configuration.subcommands.isEmpty }
        guard !groups.isEmpty else { return "" }
        var text = "        if (( CURRENT == 4 )); then\n            local -a subcommands\n"
        text += "            case $words[3] in\n"
        for group in groups {
            text +=
                "            \(group.configuration.name)) subcommands=("
                + zshDescriptions(group.configuration.subcommands) + ") ;;\n"
        }
        return text
            + "            esac\n            _describe 'subcommand' subcommands\n            return\n        fi\n"
    }

    // MARK: fish

    private static func fish(_ commands: [any Command.Type]) -> String {
        var text = """
            # fish completion for \(tool), generated by '\(tool) completions fish'.
            # Install: \(tool) completions fish > ~/.config/fish/completions/\(tool).fish
            complete -c \(tool) -f
            # Whether the words after the tool's name begin with the command words given
            # (`render`, `fair spin`); words after an option are its values, not commands.
            function \(fishCommandTest)
                set -l words (commandline -opc)[2..-1]
                test (count $words) -ge (count $argv); or return 1
                for i in (seq (count $argv))
                    test "$words[$i]" = "$argv[$i]"; or return 1
                end
            end
            # Whether one of the option spellings given is on the line already, before a word
            # -- (after it, every word is a file, as the tool reads it). The last word
            # alone may be the option whose value is being completed: not given yet, unless
            # the spellings follow `--flag` (an option that takes no value). A spelling with
            # a value, `--format=ascii`, is given as one word or as two (`--format ascii`).
            function \(fishGivenTest)
                set -l words (commandline -opc)[2..-1]
                set -l last (math (count $words) - 1)
                if test "$argv[1]" = --flag
                    set -e argv[1]
                    set last (count $words)
                end
                for i in (seq (count $words))
                    # After --, every word is a file, as the tool reads it.
                    test "$words[$i]" = --; and return 1
                    for name in $argv
                        if string match -q -- "*=*" $name
                            test "$words[$i]" = $name; and return 0
                            set -l next (math $i + 1)
                            if test $next -le (count $words)
                                test "$words[$i]=$words[$next]" = $name; and return 0
                            end
                        else if string match -q -- "$name=*" $words[$i]
                            return 0
                        else if test "$words[$i]" = $name; and test $i -le $last
                            return 0
                        end
                    end
                end
                return 1
            end
            # The folders, and the files whose extension is one of $argv in any case
            # (`Sheet.PNG` for png; folders alone when none is given), that complete the word (after `--name=`, if any), its quotes
            # and backslashes read as the shell reads them (`"my` or `my\\ ` for `my file.png`).
            function \(fishFiles)
                set -l pattern '/$'
                set -q argv[1]; and set pattern '(/|\\.('(string join '|' -- $argv)'))$'
                set -l word (commandline -ct | string replace -r -- '^--[^=]*=' '' | string unescape)
                for path in (__fish_complete_path $word | string replace -r -- '\\t.*' '')
                    string match -qri -- $pattern $path; and echo $path
                end
            end
            # Whether no positional argument follows the command's $argv[1] words yet; the
            # further arguments are the options that take a value, skipped with it.
            function \(fishNoPositionalTest)
                set -l words (commandline -opc)[2..-1]
                set -l i (math $argv[1] + 1)
                while test $i -le (count $words)
                    switch $words[$i]
                        case '-*=*'
                        case '-*'
                            contains -- $words[$i] $argv[2..-1]; and set i (math $i + 1)
                        case '*'
                            return 1
                    end
                    set i (math $i + 1)
                end
            end

            """
        // The tool's options stand alone (`--version`, or `--help` before a command's name); a
        // command comes first or after `--help`.
        let alone = "-n 'test (count (commandline -opc)) -eq 1'"
        let version = HelpFormatter.versionSpec.names
        let command =
            "-n '__fish_use_subcommand; and not \(fishGivenTest) --flag \(version.joined(separator: " "))'"
        for spec in HelpFormatter.toolSpecs {
            text += "complete -c \(tool) \(alone)\(fishSpellings(spec)) -d '\(summary(spec.help))'\n"
        }
        for each in commands {
            text +=
                "complete -c \(tool) \(command) -a \(each.configuration.name) "
                + "-d '\(summary(each.configuration.abstract))'\n"
        }
        // `help` is a command of its own, not one to ask help about (`--help help`).
        let helpCommand =
            "-n '__fish_use_subcommand; and not \(fishGivenTest) --flag \((version + HelpFormatter.helpSpec.names).joined(separator: " "))'"
        text += "complete -c \(tool) \(helpCommand) -a help -d '\(HelpFormatter.helpCommandSummary)'\n"
        // `help` takes one command name, or --man alone.
        let helpOnly = "-n '\(fishCommandTest) help; and test (count (commandline -opc)) -eq 2'"
        text +=
            "complete -c \(tool) \(helpOnly) -a '\(commands.map { $0.configuration.name }.joined(separator: " "))'\n"
        text +=
            "complete -c \(tool) \(helpOnly)\(fishSpellings(HelpFormatter.manSpec)) -d '\(summary(HelpFormatter.manSpec.help))'\n"
        // `help fair ` and `help simulate ` take a subcommand's name, as `--help fair ` does.
        for command in commands where !command.configuration.subcommands.isEmpty {
            let name = command.configuration.name
            for help in ["help"] + HelpFormatter.helpSpec.names {
                text +=
                    "complete -c \(tool) -n '\(fishCommandTest) \(help) \(name); and test (count (commandline -opc)) -eq 3' "
                    + "-a '\(command.configuration.subcommands.map { $0.configuration.name }.joined(separator: " "))'\n"
            }
        }
        for command in commands { text += fishLines(command, path: []) }
        return text
    }

    /// The fish function that completes files of the extensions it is given, and folders.
    private static let fishFiles = "__\(tool)_files"
    /// The fish function the script defines to tell which command the line runs.
    private static let fishCommandTest = "__\(tool)_command_is"
    /// The fish function that tells whether an option is given already.
    private static let fishGivenTest = "__\(tool)_given"
    /// The fish function that tells whether a command's positional argument is still to come.
    private static let fishNoPositionalTest = "__\(tool)_no_positional"

    /// ` -o o -l output`: `spec`'s spellings as `complete` takes them. A one-letter option is
    /// an old-style one (`-o`), not a short one (`-s`), which fish would join to the one-letter
    /// option before it (`-h` completed to `-ho`, which the tool refuses).
    private static func fishSpellings(_ spec: ArgumentSpec) -> String {
        spec.names.map { $0.hasPrefix("--") ? " -l \($0.dropFirst(2))" : " -o \($0.dropFirst())" }.joined()
    }

    /// How fish completes a file of `completion`: any file, or as bash and zsh do, only folders
    /// and the files of its extensions, in any case.
    private static func fishFileValues(_ completion: ArgumentCompletion) -> String {
        guard completion.kind == .file, !completion.values.isEmpty else { return " -F" }
        return " -f -a '(\(fishFiles) \(completion.values.joined(separator: " ")))'"
    }

    /// The lines for `command` once the command words `path` (its group, if any) and its own
    /// name begin the line: its options, or its subcommands until one is named, then each
    /// subcommand's lines.
    private static func fishLines(_ command: any Command.Type, path: [String]) -> String {
        let subcommands = command.configuration.subcommands
        let path = path + [command.configuration.name]
        let words = path.joined(separator: " ")
        let clauses =
            ["\(fishCommandTest) \(words)"]
            + subcommands.map { "not \(fishCommandTest) \(words) \($0.configuration.name)" }
        var text = ""
        // A subcommand is the word right after its group's name, before any option.
        let next = "test (count (commandline -opc)) -eq \(path.count + 1)"
        for subcommand in subcommands {
            text +=
                "complete -c \(tool) -n '\((clauses + [next]).joined(separator: "; and "))' "
                + "-a \(subcommand.configuration.name) -d '\(summary(subcommand.configuration.abstract))'\n"
        }
        // The command's help takes nothing after it.
        let helped = "not \(fishGivenTest) --flag \(HelpFormatter.helpSpec.names.joined(separator: " "))"
        for spec in options(command) {
            // An option given once is not offered again, nor one it cannot be given with.
            let others = excluded(by: spec, in: command)
            var given = ((spec.isRepeating ? [] : [spec]) + others).map { spec in
                "not \(fishGivenTest) \(((spec.takesValue ? [] : ["--flag"]) + spec.names).joined(separator: " "))"
            }
            // A selector with a value `spec` does not apply to (`--format=ascii`): the value is
            // on the line, so the last word counts too (as for `--flag`).
            let values = valueHiders(of: spec, in: command)
            if !values.isEmpty {
                given.append("not \(fishGivenTest) --flag \(values.joined(separator: " "))")
            }
            let hidden = spec.names == HelpFormatter.helpSpec.names ? given : given + [helped]
            var line = "complete -c \(tool) -n '\((clauses + hidden).joined(separator: "; and "))'"
            line += fishSpellings(spec)
            if spec.takesValue {
                switch spec.completion.kind {
                case .none: line += " -x"
                case .words: line += " -r -f -a '\(spec.completion.values.joined(separator: " "))'"
                case .directory:
                    line += " -r -f -a '(\(fishFiles))'"
                case .file: line += " -r" + fishFileValues(spec.completion)
                }
            }
            text += line + " -d '\(summary(spec.help))'\n"
        }
        if let positional = command.specs.first(where: \.isPositional) {
            // A single positional, once given, takes nothing more.
            let valued = options(command).filter(\.takesValue).flatMap(\.names)
            let once =
                positional.isRepeating
                ? [] : ["\(fishNoPositionalTest) \(([String(path.count)] + valued).joined(separator: " "))"]
            let condition = "-n '\((clauses + once + [helped]).joined(separator: "; and "))'"
            switch positional.completion.kind {
            case .file, .directory:
                text += "complete -c \(tool) \(condition)\(fishFileValues(positional.completion))\n"
            case .words:
                text +=
                    "complete -c \(tool) \(condition) -a '\(positional.completion.values.joined(separator: " "))'\n"
            case .none: break
            }
        }
        for subcommand in subcommands { text += fishLines(subcommand, path: path) }
        return text
    }
}
