// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/filechooser.h"

#include <QObject>

class QLineEdit;
class QPushButton;
class QWidget;

namespace wm {

class ArmyLists;
class MessageBar;
class RosterModel;
struct ImportedRoster;

// The roster to and from files: brought in from a wm-selector link, a Warmuster code or backup, or a
// roster file (pasted in the import row or picked), written to a roster file, printed to PDF. What
// came of it is told in the message bar.
class RosterFiles : public QObject
{
    Q_OBJECT

public:
    struct Widgets
    {
        QLineEdit *paste;
        QPushButton *importPasted;
    };

    // `lists` must outlive it; `window` is where files are asked for.
    RosterFiles(const ArmyLists &lists, RosterModel *model, MessageBar *messages, Widgets widgets, QWidget *window);

    // How files are asked for; tests answer it themselves.
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    // Replaces the roster with the first one in a link, code or backup, as one undoable change.
    // False, with the reason shown and the roster unchanged, when it cannot.
    bool importText(const QString &linkOrCode);
    // The same from a file the player picks: those formats, or a wmassist roster file.
    bool importFile();
    // Writes the roster to a roster file the player picks.
    bool exportRoster();
    // Asks for a PDF file, then prints to it.
    void printChosen();
    // Writes the roster, its units' profiles and its warnings to a PDF file on A4.
    bool printToPdf(const QString &path);

Q_SIGNALS:
    // The roster is about to be written: a name or limit still being typed must be taken in now.
    void aboutToWrite();

private:
    // Takes the first of the rosters brought in, and tells the player what did not come with it.
    // `fileName` names the file they came from; it is empty for pasted text.
    bool importRosters(const QList<ImportedRoster> &rosters, const QString &fileName);

    const ArmyLists &m_lists;
    RosterModel *m_model;
    MessageBar *m_messages;
    QWidget *m_window;
    FileChooser m_chooseFile;
};

} // namespace wm
