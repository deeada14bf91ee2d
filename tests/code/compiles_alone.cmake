# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a source file of one folder does not compile alone, with only the includes it names
# itself: the build compiles it in a unity batch after other files, and with a precompiled header,
# either of which can hide an include it lacks. Each file is compiled on its own (syntax only) with
# the folder's command from the batches' compile database (tidy_database.cmake) and clang, as
# clang-tidy reads it.
#
#   cmake -DBATCHES=<folder> -DNAME=<core_rules> -DCOMPILER=<clang++> -P compiles_alone.cmake

cmake_minimum_required(VERSION 3.25)

set(batch "${BATCHES}/${NAME}.cpp")
file(READ "${BATCHES}/compile_commands.json" database)
string(JSON count LENGTH "${database}")
math(EXPR last "${count} - 1")
set(command "")
foreach(index RANGE ${last})
    string(JSON file GET "${database}" ${index} file)
    if(file STREQUAL batch)
        string(JSON command GET "${database}" ${index} command)
        string(JSON directory GET "${database}" ${index} directory)
        break()
    endif()
endforeach()
if(NOT command)
    message(FATAL_ERROR "No compile command for ${batch}: build the tidy_database target first.")
endif()

# The command without its compiler, output and input: the flags every file of the folder shares.
separate_arguments(words UNIX_COMMAND "${command}")
list(POP_FRONT words)
set(flags "")
set(skip FALSE)
foreach(word IN LISTS words)
    if(skip)
        set(skip FALSE)
    elseif(word STREQUAL "-o")
        set(skip TRUE)
    elseif(NOT word STREQUAL "-c" AND NOT word STREQUAL batch)
        list(APPEND flags "${word}")
    endif()
endforeach()

file(STRINGS "${batch}" includes REGEX "^#include \"")
set(sources "")
foreach(line IN LISTS includes)
    string(REGEX REPLACE "^#include \"(.*)\"$" "\\1" source "${line}")
    list(APPEND sources "${source}")
endforeach()

# One compiler run for the folder: the driver compiles each file as a translation unit of its own.
execute_process(COMMAND ${COMPILER} ${flags} -fsyntax-only ${sources}
                WORKING_DIRECTORY "${directory}"
                RESULT_VARIABLE result
                OUTPUT_VARIABLE output
                ERROR_VARIABLE output)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "A file of ${NAME} does not compile alone:\n${output}")
endif()
list(LENGTH sources files)
message(STATUS "compiles_alone: ${files} files of ${NAME}, each alone")
