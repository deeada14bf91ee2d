# SPDX-License-Identifier: GPL-3.0-or-later
# Writes what clang-tidy and the check that every source file compiles alone read:
# - OUT, a compile database with an entry for every source file of the project, with the command the
#   build compiles it with, except that
#   - a unity batch (the build compiles several files as one) gives each file it includes an entry of
#     its own, so that every file is compiled alone, with only the includes it names itself;
#   - the precompiled header is left out: it is GCC's, which clang cannot read, and a file compiled
#     without it must name every header it uses;
# - with BATCHES, a folder of its own holding, for every folder of core, ui and app, one file that
#   includes each of that folder's source files (`core_rules.cpp` for core/rules), and a compile
#   database for those files with the command of the folder's first file. clang-tidy checks a folder
#   at once: the Qt and project headers its files share are read and checked once, not once a file.
#   The files of a folder belong to one library, whose anonymous names are unique across it.
#
#   cmake -DBUILD=<build folder> -DSOURCE=<source folder> -DOUT=<file> [-DBATCHES=<folder>]
#         -P tidy_database.cmake

cmake_minimum_required(VERSION 3.25)

file(READ "${BUILD}/compile_commands.json" database)
string(JSON count LENGTH "${database}")

# A string as JSON writes it.
function(wm_json_string out text)
    string(REPLACE "\\" "\\\\" text "${text}")
    string(REPLACE "\"" "\\\"" text "${text}")
    set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# A database entry, as JSON.
function(wm_json_entry out directory command source)
    wm_json_string(directory_json "${directory}")
    wm_json_string(command_json "${command}")
    wm_json_string(file_json "${source}")
    set(${out} "{\"directory\": ${directory_json}, \"command\": ${command_json}, \"file\": ${file_json}}"
        PARENT_SCOPE)
endfunction()

set(entries "")
set(folders "")
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
        wm_json_entry(json "${directory}" "${own}" "${source}")
        list(APPEND entries "${json}")

        file(RELATIVE_PATH relative "${SOURCE}" "${source}")
        if(NOT relative MATCHES "^(core|ui|app)/")
            continue()
        endif()
        get_filename_component(folder "${relative}" DIRECTORY)
        string(REPLACE "/" "_" name "${folder}")
        if(NOT name IN_LIST folders)
            list(APPEND folders ${name})
            set(folder_directory_${name} "${directory}")
            set(folder_command_${name} "${own}")
            set(folder_first_${name} "${source}")
        endif()
        list(APPEND folder_sources_${name} "${source}")
    endforeach()
endforeach()

list(JOIN entries ",\n" body)
file(WRITE "${OUT}.new" "[\n${body}\n]\n")
file(RENAME "${OUT}.new" "${OUT}")

if(NOT BATCHES)
    return()
endif()
set(batch_entries "")
foreach(name IN LISTS folders)
    list(SORT folder_sources_${name})
    set(text "// Every source file of one folder, for clang-tidy (tests/code/tidy_database.cmake).\n")
    foreach(source IN LISTS folder_sources_${name})
        string(APPEND text "#include \"${source}\"\n")
    endforeach()
    set(batch "${BATCHES}/${name}.cpp")
    # Written only when it changes, so that an unchanged folder keeps its time stamp.
    set(old "")
    if(EXISTS "${batch}")
        file(READ "${batch}" old)
    endif()
    if(NOT old STREQUAL text)
        file(WRITE "${batch}" "${text}")
    endif()
    string(REPLACE "${folder_first_${name}}" "${batch}" command "${folder_command_${name}}")
    wm_json_entry(json "${folder_directory_${name}}" "${command}" "${batch}")
    list(APPEND batch_entries "${json}")
endforeach()
list(JOIN batch_entries ",\n" body)
file(WRITE "${BATCHES}/compile_commands.json.new" "[\n${body}\n]\n")
file(RENAME "${BATCHES}/compile_commands.json.new" "${BATCHES}/compile_commands.json")
