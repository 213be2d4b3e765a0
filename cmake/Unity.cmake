# The test preset builds with CMAKE_UNITY_BUILD (several .cpp files compiled as one): a clean
# sanitizer build on CI's two cores spent most of its time instantiating and generating the
# same Qt and standard templates once per file. A file that defines its own tr() (with the
# lupdate context of its file) cannot share a translation unit with another: it stays apart.
function(goldset_unity_exclude_local_tr)
    foreach(source ${ARGN})
        if(source MATCHES "\\.cpp$")
            file(STRINGS "${source}" local_tr REGEX "^QString tr\\(const char")
            if(local_tr)
                set_source_files_properties("${source}" PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
            endif()
        endif()
    endforeach()
endfunction()
