//! Builds Tolk with mingw-w64 (see README.md): the C++ drivers with `windows.h`
//! included first, the GUID sources as C, the C++ runtime linked statically.

fn main() {
    let src = "tolk/src";
    for file in std::fs::read_dir(src).expect("tolk/src") {
        println!("cargo:rerun-if-changed={}", file.expect("tolk/src entry").path().display());
    }
    let mut cpp = cc::Build::new();
    cpp.cpp(true)
        .cpp_link_stdlib(None)
        .define("_EXPORTING", None)
        .define("UNICODE", None)
        .define("_UNICODE", None)
        .flag("-include")
        .flag("windows.h")
        .flag_if_supported("-Wno-unused-parameter")
        .warnings(false);
    for name in [
        "Tolk",
        "ScreenReaderDriverJAWS",
        "ScreenReaderDriverNVDA",
        "ScreenReaderDriverSA",
        "ScreenReaderDriverSNova",
        "ScreenReaderDriverZT",
        "ScreenReaderDriverSAPI",
    ] {
        cpp.file(format!("{src}/{name}.cpp"));
    }
    cpp.compile("tolk");
    cc::Build::new()
        .file(format!("{src}/fsapi.c"))
        .file(format!("{src}/zt.c"))
        .warnings(false)
        .compile("tolkguids");
    // libstdc++ statically, and not bundled into the rlib: the mingw linker finds it
    // in its own folders.
    println!("cargo:rustc-link-lib=static:-bundle=stdc++");
    for lib in ["user32", "ole32", "oleaut32", "sapi", "uuid"] {
        println!("cargo:rustc-link-lib={lib}");
    }
}
