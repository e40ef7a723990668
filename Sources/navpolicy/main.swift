// Placeholder; replaced by the command-line front end.
print("navpolicy")
