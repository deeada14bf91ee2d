// SPDX-License-Identifier: GPL-3.0-or-later
#include "rosterfiles.h"

#include "core/limits.h"
#include "core/roster/rosterimport.h"
#include "core/roster/rosterjson.h"
#include "ui/roster/messagebar.h"
#include "ui/roster/rostermodel.h"
#include "ui/roster/rosterprinter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSaveFile>

namespace wm {

namespace {

// A file name the player typed without its extension gets the one of the format written.
QString withSuffix(const QString &path, const QString &suffix)
{
    return QFileInfo(path).suffix().isEmpty() ? path + QLatin1Char('.') + suffix : path;
}

} // namespace

RosterFiles::RosterFiles(const ArmyLists &lists, RosterModel *model, MessageBar *messages, Widgets widgets,
                         QWidget *window)
    : QObject(window)
    , m_lists(lists)
    , m_model(model)
    , m_messages(messages)
    , m_window(window)
    , m_chooseFile(systemFileChooser())
{
    auto importPasted = [this, paste = widgets.paste]() {
        if (importText(paste->text()))
            paste->clear();
    };
    connect(widgets.importPasted, &QPushButton::clicked, this, importPasted);
    connect(widgets.paste, &QLineEdit::returnPressed, this, importPasted);
}

bool RosterFiles::importText(const QString &linkOrCode)
{
    const Result<QList<ImportedRoster>> imported = RosterImport::fromText(linkOrCode, m_lists);
    if (!imported) {
        m_messages->show(tr("Nothing was imported. %1").arg(imported.error().message), MessageBar::Kind::Problem);
        return false;
    }
    return importRosters(imported.value(), QString());
}

bool RosterFiles::importFile()
{
    const QString path = m_chooseFile(
        m_window,
        {tr("Import a Roster"),
         tr("Rosters and army builder files (*.json *.txt);;wmassist rosters (*.json);;All files (*)"), false});
    if (path.isEmpty())
        return false;
    const QString fileName = QFileInfo(path).fileName();

    // A roster file of wmassist's own, as Export writes it; anything else is another builder's.
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && file.size() <= Limits::ImportFileBytes) {
        const QByteArray bytes = file.readAll();
        const QJsonDocument json = QJsonDocument::fromJson(bytes);
        if (json.isObject() && json.object().value(QStringLiteral("kind")).toString() == RosterJson::kind()) {
            const Result<Roster> roster = RosterJson::read(bytes, fileName);
            if (!roster) {
                m_messages->show(tr("Nothing was imported. %1").arg(roster.error().message), MessageBar::Kind::Problem);
                return false;
            }
            return importRosters({ImportedRoster{roster.value(), {}, {}}}, fileName);
        }
    }
    const Result<QList<ImportedRoster>> imported = RosterImport::fromFile(path, m_lists);
    if (!imported) {
        m_messages->show(tr("Nothing was imported. %1").arg(imported.error().message), MessageBar::Kind::Problem);
        return false;
    }
    return importRosters(imported.value(), fileName);
}

bool RosterFiles::importRosters(const QList<ImportedRoster> &rosters, const QString &fileName)
{
    if (rosters.isEmpty()) {
        m_messages->show(fileName.isEmpty() ? tr("Nothing was imported: the text holds no roster.")
                                            : tr("Nothing was imported: %1 holds no roster.").arg(fileName),
                         MessageBar::Kind::Problem);
        return false;
    }
    const ImportedRoster &imported = rosters.first();
    const QString name = imported.roster.name.isEmpty() ? tr("Unnamed roster") : imported.roster.name;
    // An imported roster is a new one: saving it must not replace the roster that was open.
    m_model->replaceRoster(imported.roster, std::nullopt, tr("Import %1").arg(name));

    QStringList lines{tr("Imported the roster \"%1\"; Save keeps it as a new roster.").arg(name)};
    if (rosters.size() > 1) {
        const QString count = QLocale().toString(rosters.size());
        lines.append(fileName.isEmpty()
                         ? tr("The text holds %1 rosters; only the first one was imported.").arg(count)
                         : tr("%1 holds %2 rosters; only the first one was imported.").arg(fileName, count));
    }
    if (!imported.unknown.isEmpty())
        lines.append(tr("Not found in wmassist's army lists, so left out: %1.")
                         .arg(imported.unknown.join(QStringLiteral(", "))));
    lines += imported.notes;
    m_messages->show(lines.join(QLatin1Char('\n')), imported.unknown.isEmpty() && rosters.size() == 1
                                                        ? MessageBar::Kind::Information
                                                        : MessageBar::Kind::Problem);
    return true;
}

bool RosterFiles::exportRoster()
{
    QString path = m_chooseFile(m_window, {tr("Export the Roster"), tr("wmassist rosters (*.json)"), true,
                                           m_model->roster().name + QStringLiteral(".json")});
    if (path.isEmpty())
        return false;
    path = withSuffix(path, QStringLiteral("json"));
    Q_EMIT aboutToWrite();
    const QByteArray bytes = RosterJson::write(m_model->roster());
    // Written whole or not at all.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        m_messages->show(tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()),
                         MessageBar::Kind::Problem);
        return false;
    }
    m_messages->show(tr("The roster was written to %1.").arg(QDir::toNativeSeparators(path)),
                     MessageBar::Kind::Information);
    return true;
}

void RosterFiles::printChosen()
{
    const QString path = m_chooseFile(m_window, {tr("Print the Roster to PDF"), tr("PDF files (*.pdf)"), true,
                                                 m_model->roster().name + QStringLiteral(".pdf")});
    if (!path.isEmpty())
        printToPdf(withSuffix(path, QStringLiteral("pdf")));
}

bool RosterFiles::printToPdf(const QString &path)
{
    Q_EMIT aboutToWrite();
    if (auto error = RosterPrinter::printToPdf(m_model->roster(), m_model->report(), m_model->list(), path)) {
        m_messages->show(error->message, MessageBar::Kind::Problem);
        return false;
    }
    m_messages->show(tr("The roster was printed to %1.").arg(QDir::toNativeSeparators(path)),
                     MessageBar::Kind::Information);
    return true;
}

} // namespace wm
