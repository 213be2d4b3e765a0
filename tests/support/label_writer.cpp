// Test helper of tst_labelling: writes labels through the page's own write path (LabelSetCommand
// pushed on a session's QUndoStack) and prints "labelId questionId chunkId annotatorId grade"
// on stdout after each label is committed. The test kills it with SIGKILL midway and checks
// that every label printed here is in the file.
#include "commands/LabelSetCommand.h"
#include "shell/ProjectSession.h"
#include "storage/AnnotatorStore.h"
#include "storage/CorpusStore.h"
#include "storage/LabelStore.h"
#include "storage/Project.h"
#include "storage/QuestionStore.h"

#include <QCoreApplication>
#include <QUndoStack>
#include <cstdio>

using namespace goldset;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 3) {
        std::fprintf(stderr, "usage: label_writer PROJECT ANNOTATORS\n");
        return 2;
    }
    auto opened = storage::Project::open(args[1]);
    if (!opened) {
        std::fprintf(stderr, "%s\n", qPrintable(opened.error().toString()));
        return 2;
    }
    ui::ProjectSession session(std::move(*opened));
    storage::Project& project = session.project();
    QList<RowId> chunks;
    for (const Document& d : project.corpus().documents())
        for (const Chunk& c : project.corpus().chunksOfDocument(d.id))
            chunks.append(c.id);
    const QList<RowId> questions = project.questions().ids();
    const int annotators = args[2].toInt();
    for (int a = 0; a < annotators; ++a) {
        auto annotator = project.annotators().ensure(QStringLiteral("writer-%1").arg(a));
        if (!annotator)
            return 1;
        for (RowId q : questions) {
            for (RowId c : chunks) {
                const int grade = int((q + c + a) % 4);
                session.undoStack()->push(new ui::LabelSetCommand(session, {q, c, *annotator, {}}, grade));
                const auto stored = project.labels().label(q, c, *annotator);
                if (!stored)
                    return 1;
                std::printf("%lld %lld %lld %lld %d\n", stored->id, q, c, *annotator, grade);
                std::fflush(stdout);
            }
        }
    }
    return 0;
}
