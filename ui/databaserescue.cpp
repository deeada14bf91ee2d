// SPDX-License-Identifier: GPL-3.0-or-later
#include "databaserescue.h"

#include "core/storage/database.h"
#include "ui/gamefiles.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

namespace wm {

DatabaseRescue::DatabaseRescue(QWidget *window, Database &database, const GameFiles &files)
    : QObject(window)
    , m_window(window)
    , m_database(database)
    , m_files(files)
{
}

bool DatabaseRescue::offerIfGone(const QString &failure)
{
    if (!m_database.fileIsGone())
        return false;
    if (m_offer)
        return true;
    auto *box = new QMessageBox(QMessageBox::Warning, tr("The Database File Is Gone"),
                                failure + QStringLiteral("\n\n") +
                                    tr("Save the database again to keep this game and every other, then apply the "
                                       "last change again."),
                                QMessageBox::NoButton, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("databaseGone"));
    const QString where = m_database.path();
    // Where it was is offered first: the next start looks for it there.
    if (!QFileInfo::exists(where)) {
        QPushButton *again = box->addButton(tr("Save Again Where It Was"), QMessageBox::AcceptRole);
        again->setObjectName(QStringLiteral("saveAgainHere"));
        connect(again, &QPushButton::clicked, this, [this, where] { saveAgainTo(where); });
    }
    QPushButton *elsewhere = box->addButton(tr("Save Elsewhere..."), QMessageBox::ActionRole);
    elsewhere->setObjectName(QStringLiteral("saveElsewhere"));
    connect(elsewhere, &QPushButton::clicked, this, &DatabaseRescue::saveElsewhere);
    box->addButton(tr("Not Now"), QMessageBox::RejectRole);
    m_offer = box;
    // open(), not exec(): nothing waits on it.
    box->open();
    return true;
}

void DatabaseRescue::saveElsewhere()
{
    const QString target =
        m_files.fileChooser()(m_window, {tr("Save the Database Again"), tr("wmassist databases (*.sqlite)"), true,
                                         QFileInfo(m_database.path()).fileName()});
    if (!target.isEmpty())
        saveAgainTo(target);
}

void DatabaseRescue::saveAgainTo(const QString &target)
{
    const bool whereItWas = QFileInfo(target).absoluteFilePath() == QFileInfo(m_database.path()).absoluteFilePath();
    const auto error = m_database.saveAgainTo(target);
    const QString saved = whereItWas ? tr("Every game is in %1 again, and wmassist goes on there.").arg(target)
                                     : tr("Every game is in %1 now, and wmassist goes on there. To open it at the "
                                          "next start, start wmassist with --database \"%1\".")
                                           .arg(target);
    auto *box = error ? new QMessageBox(QMessageBox::Warning, tr("The Database Was Not Saved"), error->message,
                                        QMessageBox::Ok, m_window)
                      : new QMessageBox(QMessageBox::Information, tr("The Database Was Saved Again"), saved,
                                        QMessageBox::Ok, m_window);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(error ? QStringLiteral("notice") : QStringLiteral("databaseSaved"));
    box->open();
}

} // namespace wm
