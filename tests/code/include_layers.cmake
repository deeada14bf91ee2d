# SPDX-License-Identifier: GPL-3.0-or-later
# cmake -DROOT=<source dir> -P include_layers.cmake
# Fails when a file includes a source file, or a header from a layer it must not reach: core never
# reaches ui or app, each core library only the libraries below it (as core/CMakeLists.txt links
# them), and nothing but the army-list converter's own tool reaches the converter.

cmake_minimum_required(VERSION 3.25)

set(below_dice "")
set(below_rules dice)
set(below_odds rules dice)
set(below_json rules dice)
set(below_armies json rules dice)
set(below_conversion armies json rules dice)
set(below_roster armies json rules dice)
set(below_storage roster armies json rules dice)
set(below_game storage roster armies json odds rules dice)
set(below_reference game storage roster armies json odds rules dice)

set(problems "")
file(GLOB_RECURSE sources RELATIVE ${ROOT} ${ROOT}/core/*.h ${ROOT}/core/*.cpp ${ROOT}/ui/*.h ${ROOT}/ui/*.cpp
     ${ROOT}/app/*.h ${ROOT}/app/*.cpp)
foreach(source IN LISTS sources)
    string(REGEX MATCH "^([a-z]+)/([a-z]+)?" _ "${source}")
    set(layer ${CMAKE_MATCH_1})
    set(folder ${CMAKE_MATCH_2})
    file(STRINGS ${ROOT}/${source} includes REGEX "^#include \"")
    foreach(line IN LISTS includes)
        string(REGEX REPLACE "^#include \"([^\"]+)\".*" "\\1" header "${line}")
        if(NOT header MATCHES "/" AND NOT header MATCHES "\\.(c|cc|cpp|cxx)$")
            continue() # the file's own header, beside it
        endif()
        set(bad "")
        if(header MATCHES "\\.(c|cc|cpp|cxx)$")
            set(bad "a source file is compiled on its own, never included")
        elseif(header MATCHES "^core/([a-z]+)/")
            set(target ${CMAKE_MATCH_1})
            if(target STREQUAL "conversion" AND NOT (source MATCHES "^core/conversion/" OR source MATCHES "^app/armies/"))
                set(bad "the army-list converter belongs to wmassist-armies alone")
            elseif(layer STREQUAL "core" AND NOT target STREQUAL folder AND NOT target IN_LIST below_${folder})
                set(bad "core/${folder} does not build on core/${target}")
            endif()
        elseif(header MATCHES "^ui/" AND layer STREQUAL "core")
            set(bad "core never reaches the widgets")
        elseif(header MATCHES "^app/" AND NOT layer STREQUAL "app")
            set(bad "only the programs reach app/")
        endif()
        if(bad)
            list(APPEND problems "${source}: #include \"${header}\": ${bad}")
        endif()
    endforeach()
endforeach()

if(problems)
    list(JOIN problems "\n" text)
    message(FATAL_ERROR "Includes that reach the wrong layer:\n${text}")
endif()
list(LENGTH sources count)
message(STATUS "include_layers: ${count} files, every include reaches down the layers")
