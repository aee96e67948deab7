echo "  ok    activity"
