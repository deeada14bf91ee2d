# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the compile database that clang-tidy reads: an entry for every source file of the project,
# with the command the build compiles it with, except that
# - a unity batch (the build compiles several files as one) gives each file it includes an entry of
#   its own, so that every file is checked alone, with only the includes it names itself;
# - the precompiled header is left out: it is GCC's, which clang cannot read, and a file checked
#   without it must name every header it uses.
#
#   cmake -DBUILD=<build folder> -DSOURCE=<source folder> -DOUT=<file> -P tidy_database.cmake

file(READ "${BUILD}/compile_commands.json" database)
string(JSON count LENGTH "${database}")

# A string as JSON writes it.
function(wm_json_string out text)
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REPLACE "\"" "\\\"" text "${text}")
    set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

set(entries "")
math(EXPR last "${count} - 1")
foreach(index RANGE ${last})
    string(JSON entry GET "${database}" ${index})
    string(JSON directory GET "${entry}" directory)
    string(JSON command GET "${entry}" command)
    string(JSON compiled GET "${entry}" file)
    string(REPLACE " -Winvalid-pch" "" command "${command}")
    string(REGEX REPLACE " -include [^ ]*cmake_pch\\.hxx" "" command "${command}")

    set(sources "${compiled}")
    if(compiled MATCHES "/Unity/unity_[0-9]+_cxx\\.cxx$")
        file(STRINGS "${compiled}" includes REGEX "^#include \"")
        set(sources "")
        foreach(line IN LISTS includes)
            string(REGEX REPLACE "^#include \"(.*)\"$" "\\1" source "${line}")
            list(APPEND sources "${source}")
        endforeach()
    endif()

    foreach(source IN LISTS sources)
        # Only the project's own files: not the moc's, uic's and rcc's output in the build folder.
        cmake_path(IS_PREFIX SOURCE "${source}" NORMALIZE ours)
        cmake_path(IS_PREFIX BUILD "${source}" NORMALIZE generated)
        if(NOT ours OR generated)
            continue()
        endif()
        string(REPLACE "${compiled}" "${source}" own "${command}")
        wm_json_string(directory_json "${directory}")
        wm_json_string(command_json "${own}")
        wm_json_string(file_json "${source}")
        list(APPEND entries "{\"directory\": ${directory_json}, \"command\": ${command_json}, \"file\": ${file_json}}")
    endforeach()
endforeach()

list(JOIN entries ",\n" body)
file(WRITE "${OUT}.new" "[\n${body}\n]\n")
file(RENAME "${OUT}.new" "${OUT}")
